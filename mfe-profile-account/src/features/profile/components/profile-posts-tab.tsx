import { Suspense, useMemo } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { usePageParam } from '@trailhead/shared-kernel/router';
import type { MemberProfile } from '@trailhead/shared-kernel/types';
import { Box, Heading, Pager, QueryView, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { useMemberProfile } from '../api/get-member-profile';
import { createProfilePost, useRefreshProfile } from '../api/profile-posts-api';
import { LazyMessageComposer } from './lazy-composer';
import { ProfilePostCard } from './profile-post-card';


/** #profile-posts: write on the profile (where allowed) and the posts on it, 20 a page, with their comments. */
export function ProfilePostsTab({ user }: { user: MemberProfile }) {
  const page = usePageParam();
  const posts = useMemberProfile(user.user_id, { withPosts: true, page });
  const session = useObservable(bus.session$);
  const viewer = session.user;
  const ignoredIds = viewer?.ignored_user_ids;
  const ignored = useMemo(() => new Set(ignoredIds ?? []), [ignoredIds]);
  const refresh = useRefreshProfile(user.user_id);
  const base = toSitePath(user.view_url);

  return (
    <Stack gap="4">
      {user.can_post_on_profile && (
        <Box as="section" aria-labelledby="write-on-profile" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
          <Heading as="h2" size="sm" mb="2" id="write-on-profile">
            {viewer?.user_id === user.user_id ? 'Update your status' : `Write on ${user.username}'s profile`}
          </Heading>
          <Suspense fallback={<Spinner size="sm" />}>
            <LazyMessageComposer
              label="Profile post"
              submitLabel="Post"
              failureText="Could not create post!"
              storageKey={`profile-post:${viewer?.user_id ?? 0}:${user.user_id}`}
              attachmentTarget={{ type: 'profile_post', context: { profile_user_id: user.user_id } }}
              send={(input) => createProfilePost(user.user_id, input)}
              onSent={() => {
                bus.snackbar.next({ status: 'success', message: 'Your message has been posted.' });
                void refresh();
              }}
              testId="profile-post-composer"
            />
          </Suspense>
        </Box>
      )}
      <QueryView query={posts} what="profile posts">
        {({ profile_posts, pagination }) => {
          const list = profile_posts ?? [];
          return (
            <Stack gap="3" data-testid="profile-posts">
              {list.length === 0 && <Text>There are no messages on {user.username}'s profile yet.</Text>}
              {list.map((post) => (
                <ProfilePostCard key={post.profile_post_id} post={post} ignored={ignored} viewerId={viewer?.user_id ?? null} onWritten={() => void refresh()} />
              ))}
              {pagination && (
                <Pager
                  pagination={pagination}
                  hrefFor={(n) => `${base}${n > 1 ? `?page=${n}` : ''}#profile-posts`}
                />
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
