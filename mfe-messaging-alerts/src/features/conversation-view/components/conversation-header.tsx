import { Fragment, useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { UserLink } from '@trailhead/shared-kernel/members';
import { useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import type { ConversationDetail } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Heading, HStack, RouterLink, Text } from '@trailhead/shared-kernel/ui';
import { LeaveConversationDialog } from '../../../components/leave-conversation-dialog';
import { markConversationUnread, refreshConversations, starConversation } from '../../../lib/conversation-actions';

/** Links that sit among the header's buttons look like them. */
const LINK_AS_BUTTON = { fontSize: 'sm', fontWeight: 'medium', px: '3', h: '8', display: 'inline-flex', alignItems: 'center', borderWidth: '1px', borderRadius: 'md', textDecoration: 'none' } as const;


/** Title, participants and what the member may do with the whole conversation (spec §4: star, mark unread, leave). */
export function ConversationHeader({ conversation, onStarred }: { conversation: ConversationDetail; onStarred: (starred: boolean) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const id = conversation.conversation_id;
  const failed = (error: Error) => bus.snackbar.next({ status: 'error', message: error.message });

  const star = useMutation({
    mutationFn: (next: boolean) => starConversation(id, next),
    onSuccess: (_answer, next) => {
      onStarred(next);
      void refreshConversations(queryClient);
      bus.snackbar.next({ status: 'success', message: next ? 'Conversation starred.' : 'Conversation unstarred.' });
    },
    onError: failed,
  });
  const unread = useMutation({
    mutationFn: () => markConversationUnread(id),
    onSuccess: async () => {
      await refreshConversations(queryClient);
      bus.snackbar.next({ status: 'success', message: 'Conversation marked unread.' });
      navigate('/conversations');
    },
    onError: failed,
  });

  return (
    <Flex gap="3" justify="space-between" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
      <Box minW="0">
        <Heading as="h1" size="2xl" wordBreak="break-word" data-testid="conversation-title">
          {conversation.title}
        </Heading>
        <Text fontSize="sm" color="gray.600" mt="1" data-testid="conversation-participants">
          With{' '}
          {conversation.participants.map((participant, index) => (
            <Fragment key={participant.user_id}>
              {index > 0 && ', '}
              <UserLink user={participant.User} fontWeight="normal" />
            </Fragment>
          ))}
        </Text>
      </Box>
      <HStack gap="2" wrap="wrap" flexShrink={0}>
        <Button size="sm" variant={conversation.is_starred ? 'subtle' : 'outline'} aria-pressed={conversation.is_starred} onClick={() => star.mutate(!conversation.is_starred)} loading={star.isPending} disabled={star.isPending}>
          {conversation.is_starred ? 'Unstar' : 'Star'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => unread.mutate()} loading={unread.isPending} disabled={unread.isPending}>
          Mark unread
        </Button>
        {conversation.can_invite && (
          <RouterLink to={`/manageConversation/${id}`} {...LINK_AS_BUTTON}>
            Invite
          </RouterLink>
        )}
        {conversation.can_edit && (
          <RouterLink to={`/manageConversation/${id}`} {...LINK_AS_BUTTON}>
            Rename
          </RouterLink>
        )}
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmLeave(true)}>
          Leave
        </Button>
      </HStack>
      {confirmLeave && <LeaveConversationDialog conversation={conversation} onClose={() => setConfirmLeave(false)} onLeft={() => navigate('/conversations')} />}
    </Flex>
  );
}
