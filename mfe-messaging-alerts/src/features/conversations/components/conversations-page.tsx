import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { usePageParam, useSearchParams } from '@trailhead/shared-kernel/router';
import { Flex, Heading, Stack } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../../components/signed-in-only';
import { StartConversationLink } from '../../../components/start-conversation-link';
import type { ConversationFilter } from '../api/get-conversations';
import { ConversationList } from './conversation-list';

/** ?filter=unread|starred; anything else is the whole list. */
export function filterFrom(params: URLSearchParams): ConversationFilter {
  const filter = params.get('filter');
  return filter === 'unread' || filter === 'starred' ? filter : 'all';
}

export function ConversationsPage() {
  const session = useObservable(bus.session$);
  const page = usePageParam();
  const [params] = useSearchParams();
  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Heading as="h1" size="2xl">
          Conversations
        </Heading>
        {isLoggedIn(session) && <StartConversationLink />}
      </Flex>
      <SignedInOnly>
        <ConversationList page={page} filter={filterFrom(params)} />
      </SignedInOnly>
    </Stack>
  );
}
