import { useState } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { Button, Flex, Pager, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import type { Conversation } from '@trailhead/shared-kernel/types';
import { useConversations, type ConversationFilter } from '../api/get-conversations';
import { useConversationsLive } from '../api/use-conversations-live';
import { ConversationRow } from './conversation-row';
import { LeaveConversationDialog } from '../../../components/leave-conversation-dialog';

const FILTERS: { value: ConversationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread only' },
  { value: 'starred', label: 'Starred' },
];

const EMPTY: Record<ConversationFilter, string> = {
  all: 'You have no conversations yet.',
  unread: 'No unread conversations.',
  starred: 'No starred conversations.',
};

/** The list's address for a page and a filter (page 1 and 'all' are left out). */
export function conversationsHref(page: number, filter: ConversationFilter): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/conversations${query ? `?${query}` : ''}`;
}

export function ConversationList({ page, filter }: { page: number; filter: ConversationFilter }) {
  const conversations = useConversations(page, filter);
  const [leaving, setLeaving] = useState<Conversation | null>(null);
  const session = useObservable(bus.session$);
  const viewerId = session.user?.user_id ?? session.status?.details?.user_id ?? null;
  useConversationsLive();
  return (
    <Stack gap="4">
      <Flex as="nav" aria-label="Show conversations" gap="2" wrap="wrap">
        {FILTERS.map((option) => (
          <Button key={option.value} asChild size="sm" variant={option.value === filter ? 'solid' : 'outline'} colorPalette={option.value === filter ? 'gray' : undefined}>
            <RouterLink to={conversationsHref(1, option.value)} aria-current={option.value === filter ? 'page' : undefined} textDecoration="none">
              {option.label}
            </RouterLink>
          </Button>
        ))}
      </Flex>
      <QueryView query={conversations} what="your conversations">
        {({ conversations: list, pagination }) => (
          <Stack gap="4">
            {list.length === 0 ? (
              <Text data-testid="conversations-empty">{EMPTY[filter]}</Text>
            ) : (
              <Stack as="ul" gap="0" borderWidth="1px" borderRadius="md" listStyleType="none" data-testid="conversation-list">
                {list.map((conversation) => (
                  <ConversationRow key={conversation.conversation_id} conversation={conversation} viewerId={viewerId} onLeave={() => setLeaving(conversation)} />
                ))}
              </Stack>
            )}
            <Pager pagination={pagination} hrefFor={(n) => conversationsHref(n, filter)} />
          </Stack>
        )}
      </QueryView>
      {leaving && <LeaveConversationDialog conversation={leaving} onClose={() => setLeaving(null)} />}
    </Stack>
  );
}
