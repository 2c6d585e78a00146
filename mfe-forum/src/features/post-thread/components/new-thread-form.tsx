import { useRef, useState } from 'react';
import { ComposerEditor, EMPTY_POST_MESSAGE, isEmptyMessage, useAttachments, useDraftSubmit, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import type { CreateThreadRequest, DiscussionType } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Button, Field, Flex, Input, OptionSelect, SimpleGrid, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { createThread, useThreadDraft } from '../../editor';
import { useThreadPrefixes } from '../api/post-thread-api';

const DISCUSSION_TYPES: { value: DiscussionType; label: string }[] = [
  { value: 'discussion', label: 'Discussion' },
  { value: 'article', label: 'Article' },
];
const TITLE_MAX = 150;

/** Title, prefix, discussion type (default discussion, spec §9) and the first post; the draft is kept per forum. */
export function NewThreadForm({ nodeId, userId }: { nodeId: number; userId: number }) {
  const composer = useThreadDraft({ nodeId }, userId);
  const attachments = useAttachments(composer, { type: 'post', context: { node_id: nodeId } });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submit = useDraftSubmit(composer, {
    failureText: 'Could not create thread!',
    send: (thread: Omit<CreateThreadRequest, 'attachment_key'>, key: string) => createThread({ ...thread, attachment_key: composer.current().attachment_key }, key),
    onSuccess: (result) => {
      void invalidateApiQueries(queryClient, `/api/forums/${nodeId}`);
      navigate(toSitePath(result.thread.view_url));
    },
  });
  const prefixes = useThreadPrefixes(composer.draft.discussion_type);
  const editor = useRef<RichEditorHandle>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  if (!composer.ready) {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner size="sm" />
        <Text>Loading your draft…</Text>
      </Flex>
    );
  }
  const { draft } = composer;

  const send = async () => {
    const html = editor.current?.getHtml() ?? '';
    const title = draft.title.trim();
    const noMessage = isEmptyMessage(html) && (draft.attachments ?? []).length === 0;
    setTitleError(title ? null : 'Please enter a title.');
    submit.setProblem(noMessage ? EMPTY_POST_MESSAGE : null);
    if (!title || noMessage) return;
    await submit.submit({ node_id: nodeId, title, message_html: html, prefix_id: draft.prefix_id, discussion_type: draft.discussion_type });
  };

  const prefixList = prefixes.data?.prefixes ?? [];

  return (
    <Stack gap="4" as="form" onSubmit={(event) => (event.preventDefault(), void send())} data-testid="new-thread-form">
      <Field.Root required invalid={!!titleError}>
        <Field.Label>Title</Field.Label>
        <Input value={draft.title} maxLength={TITLE_MAX} onChange={(event) => composer.update({ title: event.target.value })} disabled={submit.isPending} />
        {titleError && <Field.ErrorText>{titleError}</Field.ErrorText>}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root>
          <Field.Label>Prefix</Field.Label>
          <OptionSelect
            disabled={submit.isPending}
            placeholder="(No prefix)"
            value={draft.prefix_id ?? ''}
            options={prefixList.map((prefix) => ({ value: prefix.prefix_id, label: prefix.title }))}
            onChange={(prefix) => composer.update({ prefix_id: Number(prefix) || null })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Discussion type</Field.Label>
          <OptionSelect
            disabled={submit.isPending}
            value={draft.discussion_type}
            options={DISCUSSION_TYPES}
            onChange={(type) => composer.update({ discussion_type: type as DiscussionType })}
          />
        </Field.Root>
      </SimpleGrid>
      <ComposerEditor ref={editor} label="Message" composer={composer} attachments={attachments} submit={submit} />
      <Flex justify="flex-end">
        <Button type="submit" bg="brand.redDark" color="white" loading={submit.isPending} loadingText="Posting…" disabled={submit.isPending || attachments.uploads.length > 0}>
          Post thread
        </Button>
      </Flex>
    </Stack>
  );
}
