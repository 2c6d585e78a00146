import { useRef, useState } from 'react';
import { invalidateApiQueries, queryClient } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import type { CreateThreadResponse, DiscussionType } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Button, Field, Flex, Input, OptionSelect, SimpleGrid, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { isEmptyMessage } from '../../editor/editor-commands';
import { createThread } from '../../editor/api/post-api';
import { useComposerDraft } from '../../editor/use-composer-draft';
import { useAttachments } from '../../editor/use-attachments';
import { useDraftSubmit } from '../../editor/use-submit';
import type { RichEditorHandle } from '../../editor/components/rich-editor';
import { DraftEditor, EMPTY_POST_MESSAGE } from '../../editor/components/draft-editor';
import { useThreadPrefixes } from '../api/post-thread-api';

const DISCUSSION_TYPES: { value: DiscussionType; label: string }[] = [
  { value: 'discussion', label: 'Discussion' },
  { value: 'article', label: 'Article' },
];
const TITLE_MAX = 150;

/** Title, prefix, discussion type (default discussion, spec §9) and the first post; the draft is kept per forum. */
export function NewThreadForm({ nodeId, userId }: { nodeId: number; userId: number }) {
  const composer = useComposerDraft({ nodeId }, userId);
  const attachments = useAttachments(composer, { node_id: nodeId });
  const submit = useDraftSubmit<CreateThreadResponse>(composer, 'Could not create thread!');
  const prefixes = useThreadPrefixes(composer.draft.discussion_type);
  const editor = useRef<RichEditorHandle>(null);
  const navigate = useNavigate();
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
    submit.setError(noMessage ? EMPTY_POST_MESSAGE : null);
    if (!title || noMessage) return;
    const result = await submit.submit((key) =>
      createThread(
        {
          node_id: nodeId,
          title,
          message_html: html,
          prefix_id: draft.prefix_id,
          discussion_type: draft.discussion_type,
          attachment_key: composer.current().attachment_key,
        },
        key,
      ),
    );
    if (result) {
      void invalidateApiQueries(queryClient, `/api/forums/${nodeId}`);
      navigate(toSitePath(result.thread.view_url));
    }
  };

  const prefixList = prefixes.data?.prefixes ?? [];

  return (
    <Stack gap="4" as="form" onSubmit={(event) => (event.preventDefault(), void send())} data-testid="new-thread-form">
      <Field.Root required invalid={!!titleError}>
        <Field.Label>Title</Field.Label>
        <Input value={draft.title} maxLength={TITLE_MAX} onChange={(event) => composer.update({ title: event.target.value })} disabled={submit.sending} />
        {titleError && <Field.ErrorText>{titleError}</Field.ErrorText>}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root>
          <Field.Label>Prefix</Field.Label>
          <OptionSelect
            disabled={submit.sending}
            placeholder="(No prefix)"
            value={draft.prefix_id ?? ''}
            options={prefixList.map((prefix) => ({ value: prefix.prefix_id, label: prefix.title }))}
            onChange={(prefix) => composer.update({ prefix_id: Number(prefix) || null })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Discussion type</Field.Label>
          <OptionSelect
            disabled={submit.sending}
            value={draft.discussion_type}
            options={DISCUSSION_TYPES}
            onChange={(type) => composer.update({ discussion_type: type as DiscussionType })}
          />
        </Field.Root>
      </SimpleGrid>
      <DraftEditor ref={editor} label="Message" composer={composer} attachments={attachments} submit={submit} />
      <Flex justify="flex-end">
        <Button type="submit" bg="brand.red" color="white" loading={submit.sending} loadingText="Posting…" disabled={submit.sending || attachments.uploading > 0}>
          Post thread
        </Button>
      </Flex>
    </Stack>
  );
}
