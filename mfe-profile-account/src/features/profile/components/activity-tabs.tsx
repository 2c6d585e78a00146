import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import type { ActivityItem, MemberProfile } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useMemberProfile } from '../api/get-member-profile';

/** The sentence before its title (the API's sentence ends with what it was about, which becomes the link). */
export function sentenceLead(item: Pick<ActivityItem, 'text' | 'title'>): string {
  return item.title && item.text.endsWith(item.title) ? item.text.slice(0, item.text.length - item.title.length) : `${item.text} `;
}

/** #latest-activity: the newest things the member did (GET /users/{id}?latestActivity=1; honours activity_visible). */
export function ActivityTab({ user }: { user: MemberProfile }) {
  const profile = useMemberProfile(user.user_id, { latestActivity: true });
  return (
    <QueryView query={profile} what="latest activity">
      {({ latest_activity }) => {
        const items = latest_activity ?? [];
        if (items.length === 0) return <Text>{user.username} has no recent activity to show.</Text>;
        return (
          <Stack as="ul" listStyleType="none" gap="3" data-testid="activity-list">
            {items.map((item, index) => (
              <Box as="li" key={`${item.kind}-${item.date}-${index}`} borderBottomWidth="1px" pb="3">
                <Text fontSize="sm">
                  <UserLink user={item.User} /> {sentenceLead(item)}
                  <RouterLink to={toSitePath(item.view_url)} color="brand.redDark" fontWeight="semibold">
                    {item.title}
                  </RouterLink>
                </Text>
                {item.snippet && (
                  <Text fontSize="sm" color="gray.700" lineClamp={3}>
                    {item.snippet}
                  </Text>
                )}
                <Text fontSize="xs" color="gray.600">
                  <RelativeDate seconds={item.date} />
                </Text>
              </Box>
            ))}
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** #postings: the member's newest threads and replies (GET /users/{id}?postings=1). */
export function PostingsTab({ user }: { user: MemberProfile }) {
  const profile = useMemberProfile(user.user_id, { postings: true });
  return (
    <QueryView query={profile} what="postings">
      {({ postings }) => {
        const items = postings ?? [];
        if (items.length === 0) return <Text>{user.username} has not posted yet.</Text>;
        return (
          <Stack as="ul" listStyleType="none" gap="3" data-testid="postings-list">
            {items.map((item) => (
              <Box as="li" key={item.post_id} borderBottomWidth="1px" pb="3">
                <RouterLink to={toSitePath(item.view_url)} fontWeight="semibold" color="brand.redDark">
                  {item.thread.title}
                </RouterLink>
                <Text fontSize="sm" color="gray.700" lineClamp={3}>
                  {item.snippet}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {item.content_type === 'thread' ? 'Thread' : 'Reply'} in {item.node_title} · <RelativeDate seconds={item.post_date} />
                </Text>
              </Box>
            ))}
          </Stack>
        );
      }}
    </QueryView>
  );
}
