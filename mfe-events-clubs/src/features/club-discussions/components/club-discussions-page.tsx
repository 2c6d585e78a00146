import { useEffect } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Link, useSearchParams } from '@trailhead/shared-kernel/router';
import type { ClubDiscussion, ClubDiscussionsResponse } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, Button, Flex, Heading, Pager, QueryView, RouterLink, Stack, Text, UserAvatar, countText } from '@trailhead/shared-kernel/ui';
import { useClubContext } from '../../club-layout';
import { useClubDiscussions } from '../api/get-club-discussions';
import { clubPostRefusal } from '../post-refusal';
import { UserLink } from '@trailhead/shared-kernel/members';

const pageOf = (value: string | null) => {
  const page = Number(value ?? 1);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
};

/** /clubs/{slug}/discussions: the club's threads, newest activity first, 20 a page. */
export function ClubDiscussionsPage() {
  const { club } = useClubContext();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const discussions = useClubDiscussions(club.slug, page);
  const loggedIn = isLoggedIn(useObservable(bus.session$));
  const refusal = clubPostRefusal(club, loggedIn);
  const listHref = `/clubs/${club.slug}/discussions`;
  useEffect(() => {
    document.title = `Discussions · ${club.name}`;
  }, [club.name]);

  return (
    <Stack gap="4" data-testid="club-discussions">
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Heading as="h2" size="lg">
          Discussions
        </Heading>
        {refusal === null ? (
          <Button asChild bg="brand.redDark" color="white" size="sm">
            <Link to={`${listHref}/create`} data-testid="start-discussion">
              Start a discussion
            </Link>
          </Button>
        ) : (
          <Text fontSize="sm" color="gray.700" data-testid="discussion-refusal">
            {refusal}
          </Text>
        )}
      </Flex>
      <QueryView query={discussions} what="the club's discussions">
        {(data) => <DiscussionList data={data} listHref={listHref} />}
      </QueryView>
    </Stack>
  );
}

function DiscussionList({ data, listHref }: { data: ClubDiscussionsResponse; listHref: string }) {
  if (data.threads.length === 0) {
    return (
      <Text py="6" textAlign="center" color="gray.700" data-testid="no-discussions">
        No discussions in this club yet.
      </Text>
    );
  }
  const pager = <Pager pagination={data.pagination} hrefFor={(n) => (n <= 1 ? listHref : `${listHref}?page=${n}`)} />;
  return (
    <Stack gap="0">
      {pager}
      <Box as="ul" listStyleType="none" borderTopWidth="1px">
        {data.threads.map((thread) => (
          <DiscussionRow key={thread.thread_id} thread={thread} />
        ))}
      </Box>
      {pager}
    </Stack>
  );
}

function DiscussionRow({ thread }: { thread: ClubDiscussion }) {
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" align="flex-start" data-testid="club-discussion">
      <UserAvatar username={thread.User.username} src={thread.User.avatar_urls.h} size="sm" />
      <Box minW="0" flex="1">
        <RouterLink to={toSitePath(thread.club_view_url)} fontWeight="semibold" wordBreak="break-word">
          {thread.title}
        </RouterLink>
        <Text fontSize="sm" color="gray.700">
          <UserLink user={thread.User} fontWeight="normal" /> · <RelativeDate seconds={thread.post_date} />
        </Text>
      </Box>
      <Box textAlign="right" fontSize="sm" color="gray.700" flexShrink={0}>
        <Text>{countText(thread.reply_count, 'reply', 'replies')}</Text>
        <Text display={{ base: 'none', sm: 'block' }}>
          Last: {thread.last_post_username}, <RelativeDate seconds={thread.last_post_date} />
        </Text>
      </Box>
    </Flex>
  );
}
