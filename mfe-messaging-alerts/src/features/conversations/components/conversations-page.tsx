import { Fragment } from 'react';
import { usePageParam } from '@trailhead/shared-kernel/router';
import type { Conversation } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Flex, Heading, Pager, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../../components/signed-in-only';
import { useConversations } from '../api/get-conversations';
import { UserLink } from '@trailhead/shared-kernel/members';

export function ConversationsPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Conversations
      </Heading>
      <SignedInOnly>
        <ConversationList />
      </SignedInOnly>
    </Stack>
  );
}

function ConversationList() {
  const page = usePageParam();
  const conversations = useConversations(page);
  return (
    <QueryView query={conversations} what="your conversations">
      {({ conversations: list, pagination }) => (
        <>
          {list.length === 0 && <Text>You have no conversations yet.</Text>}
          <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="conversation-list">
            {list.map((conversation) => (
              <ConversationRow key={conversation.conversation_id} conversation={conversation} />
            ))}
          </Box>
          <Pager pagination={pagination} hrefFor={(n) => `/conversations?page=${n}`} renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>} />
        </>
      )}
    </QueryView>
  );
}

function ConversationRow({ conversation }: { conversation: Conversation }) {
  return (
    <Flex px="4" py="3" gap="3" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} direction={{ base: 'column', md: 'row' }} data-testid="conversation-row">
      <Box flex="1">
        <Flex gap="2" align="center">
          {conversation.is_unread && <Badge colorPalette="red">Unread</Badge>}
          {conversation.is_starred && <Badge colorPalette="yellow">Starred</Badge>}
          <Text fontWeight={conversation.is_unread ? 'bold' : 'semibold'}>{conversation.title}</Text>
        </Flex>
        <Text fontSize="sm" color="gray.600">
          Started by <UserLink user={conversation.Starter} fontWeight="normal" /> · with{' '}
          {conversation.participants.map((participant, index) => (
            <Fragment key={participant.User.user_id}>
              {index > 0 && ', '}
              <UserLink user={participant.User} fontWeight="normal" />
            </Fragment>
          ))}
        </Text>
      </Box>
      <Text fontSize="sm" color="gray.600" minW="48">
        {conversation.reply_count} replies · <RelativeDate seconds={conversation.last_message_date} /> by {conversation.last_message_username}
      </Text>
    </Flex>
  );
}
