import type { Post, ThreadPostsResponse } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Flex, formatCount, Heading, RouterLink, Stack, Text, UserAvatar, UserContent } from '@trailhead/shared-kernel/ui';
import { ThreadPage } from '../../thread-view';
import { UserLink } from '@trailhead/shared-kernel/members';

/** The lead picture of an article: its first image attachment, else the first picture in its text. */
export function leadImageOf(post: Post): { src: string; fromBody: boolean } | null {
  const attachment = post.attachments?.find((candidate) => candidate.is_image);
  if (attachment) return { src: attachment.direct_url, fromBody: false };
  const match = /<img\b[^>]*\bsrc="([^"]+)"/i.exec(post.message_html);
  return match ? { src: match[1].replace(/&amp;/g, '&'), fromBody: true } : null;
}

/** The body without the picture that is already shown as the lead. */
export function bodyWithoutLead(html: string): string {
  return html.replace(/<img\b[^>]*>/i, '');
}

/**
 * An article thread (discussion_type article), page 1: title, lead image and body read as an
 * article; the replies follow as comments in the usual thread view (without the first post again).
 */
export function ArticlePage({ data }: { data: ThreadPostsResponse }) {
  const { thread, posts } = data;
  const first = posts.find((post) => post.position === 1);
  const lead = first ? leadImageOf(first) : null;
  const body = first ? (lead?.fromBody ? bodyWithoutLead(first.message_html) : first.message_html) : '';
  return (
    <Stack gap="6">
      <Box as="article" data-testid="article" maxW="3xl">
        <Text fontSize="sm" mb="2">
          <RouterLink to="/news">News</RouterLink>
        </Text>
        <Flex gap="2" mb="2">
          {thread.prefix && <Badge colorPalette="blue">{thread.prefix.title}</Badge>}
        </Flex>
        <Heading as="h1" size="3xl" mb="3" data-testid="article-title">
          {thread.title}
        </Heading>
        <Flex gap="3" align="center" mb="4" fontSize="sm" color="gray.600">
          <UserAvatar size="sm" username={thread.username} src={thread.User.avatar_urls.h} />
          <Text>
            By{' '}
            <UserLink user={thread.User}>{thread.username}</UserLink>{' '}
            · <RelativeDate seconds={thread.post_date} />
          </Text>
        </Flex>
        {lead && (
          <Box mb="5" borderRadius="md" overflow="hidden" bg="gray.100" aspectRatio={16 / 9}>
            <img src={lead.src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid="article-lead-image" />
          </Box>
        )}
        {/* message_html is sanitised by the API on write (allow-list). */}
        <UserContent html={body} fontSize="lg" lineHeight="tall" css={{ '& p': { marginBottom: '4' }, '& img': { maxWidth: '100%' } }} data-testid="article-body" />
      </Box>
      <Box as="section" aria-label="Comments" borderTopWidth="1px" pt="4">
        <Heading as="h2" size="lg" mb="3">
          Comments ({formatCount(thread.reply_count)})
        </Heading>
        {/* The thread view brings replying and reactions; the article above already shows the first post and title. */}
        <ThreadPage threadId={thread.thread_id} page={1} asComments />
      </Box>
    </Stack>
  );
}
