// /manageConversation/{id}: rename (the starter and staff: can_edit) and invite more members
// (can_invite), each its own small form; after saving, back to the conversation.
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { apiKeyUrl, type ApiError } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { UserLink } from '@trailhead/shared-kernel/members';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import {
  CONVERSATION_RECIPIENTS_MAX,
  CONVERSATION_TITLE_MAX,
  formResolver,
  inviteToConversationSchema,
  renameConversationSchema,
  type InviteToConversationValues,
  type RenameConversationValues,
} from '@trailhead/shared-kernel/schemas';
import type { ConversationDetail, UserSummary } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, Flex, FormField, Heading, Input, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { RecipientPicker } from '../../../components/recipient-picker';
import { inviteToConversation, renameConversation } from '../api/manage-conversation-api';

export const RENAMED_MESSAGE = 'The conversation has been renamed.';
export const INVITED_MESSAGE = 'Your invitation has been sent.';

const conversationHref = (conversation: ConversationDetail) => `/conversations/${conversation.conversation_id}`;

export function EditConversationForms({ conversation, viewerId }: { conversation: ConversationDetail; viewerId: number | null }) {
  // The member knows they are in it: the page names the others.
  const participants = conversation.participants.filter((participant) => participant.user_id !== viewerId);
  return (
    <Stack gap="6">
      <Text>
        With{' '}
        {participants.map((participant, index) => (
          <span key={participant.user_id}>
            {index > 0 && ', '}
            <UserLink user={participant.User} fontWeight="normal" />
          </span>
        ))}
        . <RouterLink to={conversationHref(conversation)}>Back to the conversation</RouterLink>
      </Text>
      {conversation.can_edit && <RenameForm conversation={conversation} />}
      {conversation.can_invite && <InviteForm conversation={conversation} />}
      {!conversation.can_edit && !conversation.can_invite && <Text data-testid="manage-nothing">You may not change this conversation.</Text>}
    </Stack>
  );
}

function useAfterSave(conversation: ConversationDetail, message: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await invalidateApiQueries(client, apiKeyUrl('/conversations'));
    bus.snackbar.next({ status: 'success', message });
    navigate(conversationHref(conversation));
  };
}

function RenameForm({ conversation }: { conversation: ConversationDetail }) {
  const done = useAfterSave(conversation, RENAMED_MESSAGE);
  const rename = useMutation<unknown, ApiError, string>({ mutationFn: (title) => renameConversation(conversation.conversation_id, title) });
  const { register, handleSubmit, formState } = useForm<RenameConversationValues>({
    resolver: formResolver(renameConversationSchema(), { submit: 'checked' }),
    defaultValues: { title: conversation.title },
  });
  const busy = rename.isPending || formState.isSubmitting;
  const submit = handleSubmit(async ({ title }) => {
    if (rename.isPending) return;
    try {
      await rename.mutateAsync(title);
    } catch {
      return; // What was typed stays; the API's reason shows below.
    }
    await done();
  });
  return (
    <Box as="section" aria-labelledby="rename-heading" borderWidth="1px" borderRadius="md" p="4">
      <form noValidate onSubmit={submit} data-testid="rename-conversation-form">
      <Stack gap="3">
        <Heading as="h2" size="md" id="rename-heading">
          Rename
        </Heading>
        <FormField label="Title" error={formState.errors.title?.message} required>
          <Input maxLength={CONVERSATION_TITLE_MAX} autoComplete="off" disabled={busy} {...register('title')} />
        </FormField>
        {rename.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{rename.error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Flex justify="flex-end">
          <Button type="submit" bg="brand.redDark" color="white" loading={busy} loadingText="Saving…" disabled={busy}>
            Save title
          </Button>
        </Flex>
      </Stack>
      </form>
    </Box>
  );
}

function InviteForm({ conversation }: { conversation: ConversationDetail }) {
  const done = useAfterSave(conversation, INVITED_MESSAGE);
  const [invitees, setInvitees] = useState<UserSummary[]>([]);
  const invite = useMutation<unknown, ApiError, number[]>({ mutationFn: (ids) => inviteToConversation(conversation.conversation_id, ids) });
  const { handleSubmit, setValue, formState } = useForm<InviteToConversationValues>({
    resolver: formResolver(inviteToConversationSchema(), { submit: 'checked' }),
    defaultValues: { recipient_ids: [] },
  });
  const busy = invite.isPending || formState.isSubmitting;
  const room = Math.max(0, CONVERSATION_RECIPIENTS_MAX - conversation.participants.length);
  const choose = (users: UserSummary[]) => {
    setInvitees(users);
    setValue('recipient_ids', users.map((user) => user.user_id), { shouldValidate: formState.isSubmitted });
  };
  const submit = handleSubmit(async ({ recipient_ids }) => {
    if (invite.isPending) return;
    try {
      await invite.mutateAsync(recipient_ids);
    } catch {
      return;
    }
    await done();
  });
  return (
    <Box as="section" aria-labelledby="invite-heading" borderWidth="1px" borderRadius="md" p="4">
      <form noValidate onSubmit={submit} data-testid="invite-conversation-form">
      <Stack gap="3">
        <Heading as="h2" size="md" id="invite-heading">
          Invite more members
        </Heading>
        <RecipientPicker
          label="Members to invite"
          value={invitees}
          onChange={choose}
          max={Math.max(room, 0)}
          excludeIds={conversation.participants.map((participant) => participant.user_id)}
          error={formState.errors.recipient_ids?.message}
          disabled={busy || room === 0}
          helperText={room === 0 ? 'This conversation has as many members as it may have.' : `Up to ${room} more.`}
        />
        {invite.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{invite.error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Flex justify="flex-end">
          <Button type="submit" bg="brand.redDark" color="white" loading={busy} loadingText="Inviting…" disabled={busy || room === 0}>
            Invite
          </Button>
        </Flex>
      </Stack>
      </form>
    </Box>
  );
}
