import { createQueryClient } from '@trailhead/shared-kernel/query';
import { refreshConversations } from './conversation-actions';

it('marks the conversation lists out of date but never the open conversation (reading it again would mark it read)', async () => {
  const client = createQueryClient();
  for (const url of ['/api/conversations', '/api/conversations?page=2', '/api/conversations?unread=1', '/api/conversations/12?with_messages=1', '/api/alerts']) client.setQueryData([url], {});
  await refreshConversations(client);
  const stale = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey[0]);
  expect(stale.sort()).toEqual(['/api/conversations', '/api/conversations?page=2', '/api/conversations?unread=1']);
});
