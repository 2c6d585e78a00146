// /manageConversation: title, the members to talk with and the first message. What is typed is
// kept as a draft ('conversation:new') so a reload loses nothing; ?conversationUsers=a,b prefills.
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import { bus } from '@trailhead/shared-kernel/bus';
import { ComposerEditor, useAttachments, useDraftSubmit, type ComposerDraft, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import { CONVERSATION_RECIPIENTS_MAX, CONVERSATION_TITLE_MAX, formResolver, newConversationSchema, type NewConversationValues } from '@trailhead/shared-kernel/schemas';
import { apiKeyUrl } from '@trailhead/shared-kernel/api';
import type { ConversationResponse, NewConversationRequest, UserSummary } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Alert, Button, Flex, FormField, Input, Stack } from '@trailhead/shared-kernel/ui';
import { RecipientPicker } from '../../../components/recipient-picker';
import { startConversation } from '../api/manage-conversation-api';
import type { NewConversationDraft } from './conversation-draft';

export const STARTED_MESSAGE = 'Your conversation has been started.';

/** Chosen members from the draft plus the prefilled ones, each once, the prefilled first. */
export function mergeRecipients(prefilled: UserSummary[], drafted: UserSummary[] = []): UserSummary[] {
  const merged = [...prefilled];
  for (const user of drafted) if (!merged.some((chosen) => chosen.user_id === user.user_id)) merged.push(user);
  return merged.slice(0, CONVERSATION_RECIPIENTS_MAX);
}

interface StartConversationFormProps {
  composer: ComposerDraft<NewConversationDraft>;
  prefilled: UserSummary[];
  /** Prefilled names that could not be added (unknown, or their privacy refuses this member). */
  missing: string[];
  userId: number;
}

export function StartConversationForm({ composer, prefilled, missing, userId }: StartConversationFormProps) {
  const editor = useRef<RichEditorHandle>(null);
  // The first message's files: no conversation yet, so the key names none (type conversation_message).
  const attachments = useAttachments(composer, { type: 'conversation_message', context: {} });
  const navigate = useNavigate();
  const client = useQueryClient();
  const [recipients, setRecipients] = useState<UserSummary[]>(() => mergeRecipients(prefilled, composer.draft.recipients));
  const { register, handleSubmit, setValue, formState } = useForm<NewConversationValues>({
    resolver: formResolver(newConversationSchema(), { submit: 'checked' }),
    defaultValues: { title: composer.draft.title ?? '', recipient_ids: recipients.map((user) => user.user_id), message_html: '' },
  });
  const submit = useDraftSubmit(composer, {
    failureText: 'Could not start the conversation.',
    send: (body: NewConversationRequest) => startConversation(body),
    onSuccess: (result: ConversationResponse) => {
      void invalidateApiQueries(client, apiKeyUrl('/conversations'));
      bus.snackbar.next({ status: 'success', message: STARTED_MESSAGE });
      navigate(toSitePath(result.conversation.view_url || `/conversations/${result.conversation.conversation_id}`));
    },
  });

  const chooseRecipients = (users: UserSummary[]) => {
    setRecipients(users);
    setValue('recipient_ids', users.map((user) => user.user_id), { shouldValidate: formState.isSubmitted });
    composer.update({ recipients: users });
  };

  const titleField = register('title', { onChange: (event) => composer.update({ title: event.target.value }) });
  const busy = submit.isPending || formState.isSubmitting;
  const uploading = attachments.uploads.length > 0;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    setValue('message_html', editor.current?.getHtml() ?? '');
    submit.setProblem(null);
    void handleSubmit(
      async (values) => {
        await submit.submit({ title: values.title, recipient_ids: values.recipient_ids, message_html: values.message_html, attachment_key: composer.current().attachment_key });
      },
      (errors) => {
        if (errors.message_html?.message) submit.setProblem(errors.message_html.message);
      },
    )();
  };

  return (
    <form noValidate onSubmit={send} data-testid="start-conversation-form" aria-label="Start a conversation">
      <Stack gap="5">
      {missing.length > 0 && (
        <Alert.Root status="warning" data-testid="prefill-missing">
          <Alert.Indicator />
          <Alert.Title>You cannot start a conversation with: {missing.join(', ')}.</Alert.Title>
        </Alert.Root>
      )}
      <RecipientPicker
        label="Participants"
        value={recipients}
        onChange={chooseRecipients}
        max={CONVERSATION_RECIPIENTS_MAX}
        excludeIds={[userId]}
        error={formState.errors.recipient_ids?.message}
        disabled={busy}
        helperText={`Type at least 2 letters of a name. Up to ${CONVERSATION_RECIPIENTS_MAX} members.`}
      />
      <FormField label="Title" error={formState.errors.title?.message} required>
        <Input maxLength={CONVERSATION_TITLE_MAX} autoComplete="off" disabled={busy} {...titleField} />
      </FormField>
      <ComposerEditor ref={editor} label="Message" composer={composer} attachments={attachments} submit={submit} />
      <Flex justify="flex-end" gap="3">
        <Button type="submit" bg="brand.redDark" color="white" loading={busy} loadingText="Starting…" disabled={busy || uploading}>
          Start conversation
        </Button>
      </Flex>
      </Stack>
    </form>
  );
}
