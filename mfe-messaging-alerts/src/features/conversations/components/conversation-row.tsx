import { Fragment } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import type { Conversation } from '@trailhead/shared-kernel/types';
import { Badge, Box, Flex, IconButton, RouterLink, Text, countText } from '@trailhead/shared-kernel/ui';
import { Menu, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { useMarkConversationUnread, useStarConversation } from '../../../lib/conversation-actions';

/** Participants named on a row; the rest read '+N more'. */
export const PARTICIPANTS_SHOWN = 4;

export function ConversationRow({ conversation, viewerId, onLeave }: { conversation: Conversation; viewerId: number | null; onLeave: () => void }) {
  const star = useStarConversation();
  const markUnread = useMarkConversationUnread();
  const { conversation_id: id, title, is_unread: unread, is_starred: starred } = conversation;
  // The member knows they are in it: the row names the others.
  const others = conversation.participants.filter((participant) => participant.user_id !== viewerId);
  const shown = others.slice(0, PARTICIPANTS_SHOWN);
  const more = others.length - shown.length;
  const lastAuthor = conversation.LastMessageUser ?? conversation.participants.find((participant) => participant.User.username === conversation.last_message_username)?.User;
  const href = conversation.view_url ? toSitePath(conversation.view_url) : `/conversations/${id}`;

  return (
    <Flex
      as="li"
      gap="3"
      px={{ base: '2', md: '4' }}
      py="3"
      align="flex-start"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      bg={unread ? 'blue.50' : undefined}
      data-testid="conversation-row"
      data-unread={unread ? 'true' : 'false'}
      data-conversation-id={id}
    >
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={starred ? `Unstar ${title}` : `Star ${title}`}
        aria-pressed={starred}
        color={starred ? 'yellow.600' : 'gray.500'}
        fontSize="xl"
        onClick={() => star.mutate({ conversationId: id, star: !starred })}
        data-testid="conversation-star"
      >
        <span aria-hidden>{starred ? '★' : '☆'}</span>
      </IconButton>
      <Box flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <RouterLink to={href} fontWeight={unread ? 'bold' : 'normal'} color="gray.900" data-testid="conversation-title" overflowWrap="anywhere">
            {title}
          </RouterLink>
          {unread && (
            <Badge colorPalette="red" variant="solid" size="sm">
              Unread
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="gray.700" mt="1">
          With{' '}
          {shown.map((participant, index) => (
            <Fragment key={participant.user_id}>
              {index > 0 && ', '}
              <UserLink user={participant.User} fontWeight="normal" />
            </Fragment>
          ))}
          {more > 0 && ` +${more} more`}
        </Text>
        <Text fontSize="sm" color="gray.700" mt="1" data-testid="conversation-last-message">
          {countText(conversation.reply_count, 'reply', 'replies')} · last message <RelativeDate seconds={conversation.last_message_date} /> by{' '}
          {lastAuthor ? <UserLink user={lastAuthor} fontWeight="normal" /> : conversation.last_message_username}
        </Text>
      </Box>
      <Menu.Root
        onSelect={(details) => {
          if (details.value === 'unread') markUnread.mutate(id);
          if (details.value === 'leave') onLeave();
        }}
      >
        <Menu.Trigger asChild>
          <IconButton size="sm" variant="ghost" aria-label={`Actions for ${title}`} data-testid="conversation-actions">
            <span aria-hidden>⋯</span>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {!unread && <Menu.Item value="unread">Mark unread</Menu.Item>}
              <Menu.Item value="leave" color="red.700">
                Leave conversation…
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
