import { lazy, Suspense, useState } from 'react';
import type { Post } from '@trailhead/shared-kernel/types';
import { Button, Flex, HStack, Text } from '@trailhead/shared-kernel/ui';
import { reactionLabel, REACTIONS } from '../reaction-logic';
import { useReactionTitles, useReactToPost } from '../api/reactions-api';

// The motion code comes with the first reaction, never with the page.
const Pop = lazy(() => import('@trailhead/shared-kernel/motion').then((motion) => ({ default: motion.Pop })));
const ReactorsDialog = lazy(() => import('./reactors-dialog').then((m) => ({ default: m.ReactorsDialog })));

/** Counts per reaction and, for members who may react, the six reactions to choose from. */
export function ReactionBar({ post, onChange }: { post: Post; onChange: (post: Post) => void }) {
  const titles = useReactionTitles();
  const [showWho, setShowWho] = useState(false);
  const [picking, setPicking] = useState(false);
  const reaction = useReactToPost(post, onChange);
  const busy = reaction.isPending;
  // The count of the reaction just given or taken back pops as it changes.
  const [touched, setTouched] = useState<number | null>(null);

  const react = (reactionId: number) => {
    if (busy) return;
    setPicking(false);
    setTouched(reactionId);
    reaction.mutate(reactionId);
  };

  const total = post.reactions.reduce((sum, entry) => sum + entry.count, 0);
  const mine = post.visitor_reaction_id;

  return (
    <Flex gap="2" wrap="wrap" align="center" data-testid="reaction-bar">
      {total > 0 && (
        <Button size="xs" variant="ghost" onClick={() => setShowWho(true)} aria-label={`See who reacted (${total})`} data-testid="reaction-summary">
          <HStack gap="1">
            {post.reactions.map((entry) => {
              const label = reactionLabel(entry.reaction_id, titles);
              return (
                <Text as="span" key={entry.reaction_id} title={label.title} aria-label={`${label.title} ${entry.count}`} data-testid={`reaction-count-${entry.reaction_id}`}>
                  {label.emoji}{' '}
                  {entry.reaction_id === touched ? (
                    <Suspense fallback={entry.count}>
                      <Pop value={entry.count}>{entry.count}</Pop>
                    </Suspense>
                  ) : (
                    entry.count
                  )}
                </Text>
              );
            })}
          </HStack>
        </Button>
      )}
      {post.can_react && (
        <>
          {mine !== null && (
            <Button size="xs" variant="subtle" onClick={() => react(mine)} disabled={busy} aria-label={`Remove your reaction ${reactionLabel(mine, titles).title}`} data-testid="my-reaction">
              {reactionLabel(mine, titles).emoji} {reactionLabel(mine, titles).title}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={() => setPicking((open) => !open)} aria-expanded={picking} disabled={busy}>
            {mine === null ? 'React' : 'Change reaction'}
          </Button>
          {picking && (
            <Flex gap="0" wrap="wrap" role="group" aria-label="Reactions" borderWidth="1px" borderRadius="md" px="1">
              {REACTIONS.map((choice) => {
                const label = reactionLabel(choice.reaction_id, titles);
                return (
                  <Button key={choice.reaction_id} size="xs" variant={mine === choice.reaction_id ? 'subtle' : 'ghost'} aria-pressed={mine === choice.reaction_id} title={label.title} onClick={() => react(choice.reaction_id)}>
                    <span aria-hidden="true">{label.emoji}</span> {label.title}
                  </Button>
                );
              })}
            </Flex>
          )}
        </>
      )}
      {showWho && (
        <Suspense fallback={null}>
          <ReactorsDialog postId={post.post_id} counts={post.reactions} titles={titles} onClose={() => setShowWho(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
