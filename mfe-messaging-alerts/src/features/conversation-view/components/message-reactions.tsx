import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import { useMutation } from '@trailhead/shared-kernel/query';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { Button, Flex, HStack, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { reactToMessage, useMessageReactions } from '../api/conversation-api';
import { toggleReaction } from '../conversation-state';

/** Spec §3's reactions, as the forum shows them. */
const REACTION_CHOICES = [
  { id: 1, title: 'Like', emoji: '👍' },
  { id: 2, title: 'Love', emoji: '❤️' },
  { id: 3, title: 'Haha', emoji: '😆' },
  { id: 4, title: 'Wow', emoji: '😮' },
  { id: 5, title: 'Sad', emoji: '😢' },
  { id: 6, title: 'Angry', emoji: '😠' },
];

const choiceOf = (reactionId: number) => REACTION_CHOICES.find((choice) => choice.id === reactionId) ?? { id: reactionId, title: `Reaction ${reactionId}`, emoji: '⭐' };

/** The counts under a message, the picker (for others' messages) and who reacted. */
export function MessageReactions({ message, onChange }: { message: ConversationMessage; onChange: (message: ConversationMessage) => void }) {
  const [picking, setPicking] = useState(false);
  const [showWho, setShowWho] = useState(false);
  const react = useMutation({
    mutationFn: (reactionId: number) => reactToMessage(message.message_id, reactionId),
    onMutate: (reactionId) => {
      onChange({ ...message, ...toggleReaction(message, reactionId) });
      return { before: message };
    },
    onSuccess: (saved) => onChange(saved),
    onError: (error, _reactionId, context) => {
      if (context) onChange(context.before);
      bus.snackbar.next({ status: 'error', message: `Could not react to the message! ${error.message}` });
    },
  });
  const choose = (reactionId: number) => {
    if (react.isPending) return;
    setPicking(false);
    react.mutate(reactionId);
  };
  const total = message.reactions.reduce((sum, entry) => sum + entry.count, 0);
  const mine = message.visitor_reaction_id;

  return (
    <Flex gap="2" wrap="wrap" align="center" data-testid="message-reactions">
      {total > 0 && (
        <Button size="xs" variant="ghost" onClick={() => setShowWho(true)} aria-label={`See who reacted (${total})`} data-testid="reaction-summary">
          <HStack gap="2">
            {message.reactions.map((entry) => (
              <Text as="span" key={entry.reaction_id} title={choiceOf(entry.reaction_id).title} data-testid={`reaction-count-${entry.reaction_id}`}>
                <span aria-hidden="true">{choiceOf(entry.reaction_id).emoji}</span> {entry.count}
              </Text>
            ))}
          </HStack>
        </Button>
      )}
      {message.can_react && (
        <>
          {mine !== null && (
            <Button size="xs" variant="subtle" onClick={() => choose(mine)} disabled={react.isPending} aria-label={`Remove your reaction ${choiceOf(mine).title}`} data-testid="my-reaction">
              <span aria-hidden="true">{choiceOf(mine).emoji}</span> {choiceOf(mine).title}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={() => setPicking((open) => !open)} aria-expanded={picking} disabled={react.isPending}>
            {mine === null ? 'React' : 'Change reaction'}
          </Button>
          {picking && (
            <Flex wrap="wrap" role="group" aria-label="Reactions" borderWidth="1px" borderRadius="md" px="1">
              {REACTION_CHOICES.map((choice) => (
                <Button key={choice.id} size="xs" variant={mine === choice.id ? 'subtle' : 'ghost'} aria-pressed={mine === choice.id} onClick={() => choose(choice.id)}>
                  <span aria-hidden="true">{choice.emoji}</span> {choice.title}
                </Button>
              ))}
            </Flex>
          )}
        </>
      )}
      {showWho && <WhoReactedDialog message={message} onClose={() => setShowWho(false)} />}
    </Flex>
  );
}

/** GET /conversation-messages/{id}/reactions, all or one reaction at a time. */
function WhoReactedDialog({ message, onClose }: { message: ConversationMessage; onClose: () => void }) {
  const [filter, setFilter] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useMessageReactions(message.message_id, filter, page);
  const pick = (reactionId: number | null) => {
    setFilter(reactionId);
    setPage(1);
  };
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="who-reacted-dialog">
            <Dialog.Header>
              <Dialog.Title>Reactions</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="1" wrap="wrap" mb="3">
                <Button size="xs" variant={filter === null ? 'subtle' : 'ghost'} aria-pressed={filter === null} onClick={() => pick(null)}>
                  All
                </Button>
                {message.reactions.map((entry) => (
                  <Button key={entry.reaction_id} size="xs" variant={filter === entry.reaction_id ? 'subtle' : 'ghost'} aria-pressed={filter === entry.reaction_id} onClick={() => pick(entry.reaction_id)}>
                    <span aria-hidden="true">{choiceOf(entry.reaction_id).emoji}</span> {choiceOf(entry.reaction_id).title} {entry.count}
                  </Button>
                ))}
              </HStack>
              <QueryView query={list} what="the reactions">
                {({ reactions, pagination }) => (
                  <Stack gap="2">
                    {reactions.length === 0 && <Text>no reactions found</Text>}
                    {reactions.map((entry) => (
                      <Flex key={`${entry.User.user_id}-${entry.reaction_id}`} align="center" gap="2" data-testid="reactor">
                        <UserLink user={entry.User} fontWeight="normal" avatar={<UserAvatar size="xs" username={entry.User.username} src={entry.User.avatar_urls.h} />} />
                        <Text flex="1" fontSize="sm" color="gray.600">
                          <RelativeDate seconds={entry.reaction_date} />
                        </Text>
                        <Text title={choiceOf(entry.reaction_id).title}>{choiceOf(entry.reaction_id).emoji}</Text>
                      </Flex>
                    ))}
                    {pagination.last_page > 1 && (
                      <HStack justify="space-between">
                        <Button size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                          Previous
                        </Button>
                        <Text fontSize="sm">
                          Page {pagination.current_page} of {pagination.last_page}
                        </Text>
                        <Button size="xs" disabled={page >= pagination.last_page} onClick={() => setPage(page + 1)}>
                          Next
                        </Button>
                      </HStack>
                    )}
                  </Stack>
                )}
              </QueryView>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
