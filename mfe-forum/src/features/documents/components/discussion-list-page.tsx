import { useNavigate, usePageParam, useSearchParams } from '@trailhead/shared-kernel/router';
import type { DiscussionType } from '@trailhead/shared-kernel/types';
import { Box, Flex, Heading, OptionSelect, Pager, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { ThreadRow } from '../../../components/thread-row';
import { useDiscussionList, useThreadPrefixes } from '../api/get-document';

const THREAD_TYPES: { value: DiscussionType | ''; label: string }[] = [
  { value: '', label: 'All types' },
  { value: 'discussion', label: 'Discussions' },
  { value: 'article', label: 'Articles' },
  { value: 'event', label: 'Events' },
];

/** /threads: every thread, newest activity first, by type and prefix (GET /threads). */
export function DiscussionListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = usePageParam();
  const threadType = THREAD_TYPES.some((type) => type.value === params.get('thread_type')) ? (params.get('thread_type') as DiscussionType) : '';
  const prefixId = Number(params.get('thread_prefix_id')) || 0;
  const list = useDiscussionList({ thread_type: threadType || undefined, thread_prefix_id: prefixId || undefined, page });
  const prefixes = useThreadPrefixes();
  const hrefWith = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const query = next.toString();
    return `/threads${query ? `?${query}` : ''}`;
  };
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Discussions
      </Heading>
      <Flex gap="3" wrap="wrap">
        <OptionSelect size="sm" w="44" label="Thread type" value={threadType} options={THREAD_TYPES} onChange={(type) => navigate(hrefWith({ thread_type: type, page: '' }))} />
        <OptionSelect
          size="sm"
          w="44"
          label="Prefix"
          placeholder="Any prefix"
          value={prefixId || ''}
          options={prefixes.isSuccess ? prefixes.data.prefixes.map((prefix) => ({ value: prefix.prefix_id, label: prefix.title })) : []}
          onChange={(prefix) => navigate(hrefWith({ thread_prefix_id: prefix, page: '' }))}
        />
      </Flex>
      <QueryView query={list} what="the discussions">
        {({ threads, pagination }) => (
          <>
            <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="thread-list">
              {threads.length === 0 && <Text p="4">No threads match these filters.</Text>}
              {threads.map((thread) => (
                <ThreadRow key={thread.thread_id} thread={thread} />
              ))}
            </Box>
            <Pager pagination={pagination} hrefFor={(n) => hrefWith({ page: String(n) })} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
