import { lazy, Suspense, useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import { Button, Flex, HStack, Text } from '@trailhead/shared-kernel/ui';
import { reactToProfileContent, type ProfileContentKind } from '../api/profile-posts-api';
import { REACTIONS, reactionOf, withReaction, type Reactable } from '../reactions';

const ReactorsDialog = lazy(() => import('./reactors-dialog').then((m) => ({ default: m.ReactorsDialog })));

/**
 * A profile post's or comment's reactions: the counts (opening who reacted) and, where the viewer
 * may react, the six reactions (same again removes, another replaces). Shown at once, put back if refused.
 */
export function ReactionBar<T extends Reactable>({ kind, id, content, canReact, onChange }: { kind: ProfileContentKind; id: number; content: T; canReact: boolean; onChange: (next: T) => void }) {
  const [picking, setPicking] = useState(false);
  const [showWho, setShowWho] = useState(false);
  const react = useMutation({
    mutationFn: (reactionId: number) => reactToProfileContent(kind, id, reactionId),
    onMutate: (reactionId) => {
      onChange(withReaction(content, reactionId));
      return { before: content };
    },
    onSuccess: (answer) => onChange({ ...content, reaction_score: answer.reaction_score, reactions: answer.reactions, visitor_reaction_id: answer.visitor_reaction_id }),
    onError: (error, _id, context) => {
      if (context) onChange(context.before);
      bus.snackbar.next({ status: 'error', message: `Could not react to post! ${error.message}` });
    },
  });
  const choose = (reactionId: number) => {
    if (react.isPending) return;
    setPicking(false);
    react.mutate(reactionId);
  };
  const total = content.reactions.reduce((sum, entry) => sum + entry.count, 0);
  const mine = content.visitor_reaction_id;

  return (
    <Flex gap="1" wrap="wrap" align="center" data-testid="reaction-bar">
      {total > 0 && (
        <Button size="xs" variant="ghost" onClick={() => setShowWho(true)} aria-label={`See who reacted (${total})`} data-testid="reaction-summary">
          <HStack gap="1">
            {content.reactions.map((entry) => (
              <Text as="span" key={entry.reaction_id} title={reactionOf(entry.reaction_id).title} data-testid={`reaction-count-${entry.reaction_id}`}>
                {reactionOf(entry.reaction_id).emoji} {entry.count}
              </Text>
            ))}
          </HStack>
        </Button>
      )}
      {canReact && (
        <>
          {mine !== null && (
            <Button size="xs" variant="subtle" onClick={() => choose(mine)} disabled={react.isPending} aria-label={`Remove your reaction ${reactionOf(mine).title}`} data-testid="my-reaction">
              {reactionOf(mine).emoji} {reactionOf(mine).title}
            </Button>
          )}
          <Button size="xs" variant="ghost" aria-expanded={picking} onClick={() => setPicking((open) => !open)} disabled={react.isPending}>
            {mine === null ? 'React' : 'Change reaction'}
          </Button>
          {picking && (
            <Flex role="group" aria-label="Reactions" wrap="wrap" borderWidth="1px" borderRadius="md" px="1">
              {REACTIONS.map((choice) => (
                <Button key={choice.reaction_id} size="xs" variant={mine === choice.reaction_id ? 'subtle' : 'ghost'} aria-pressed={mine === choice.reaction_id} onClick={() => choose(choice.reaction_id)}>
                  <span aria-hidden="true">{choice.emoji}</span> {choice.title}
                </Button>
              ))}
            </Flex>
          )}
        </>
      )}
      {showWho && (
        <Suspense fallback={null}>
          <ReactorsDialog kind={kind} id={id} counts={content.reactions} onClose={() => setShowWho(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
