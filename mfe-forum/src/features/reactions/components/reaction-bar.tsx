import { lazy, Suspense, useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import type { Post } from '@trailhead/shared-kernel/types';
import { Button, Flex, HStack, Text } from '@trailhead/shared-kernel/ui';
import { applyReaction, reactionLabel, REACTIONS } from '../reaction-logic';
import { reactToPost, useReactionTitles } from '../api/reactions-api';

const ReactorsDialog = lazy(() => import('./reactors-dialog').then((m) => ({ default: m.ReactorsDialog })));

/** Counts per reaction and, for members who may react, the six reactions to choose from. */
export function ReactionBar({ post, onChange }: { post: Post; onChange: (post: Post) => void }) {
  const titles = useReactionTitles();
  const [busy, setBusy] = useState(false);
  const [showWho, setShowWho] = useState(false);
  const [picking, setPicking] = useState(false);

  const react = async (reactionId: number) => {
    if (busy) return;
    const before = post;
    const optimistic = applyReaction(post, reactionId);
    onChange({ ...post, reactions: optimistic.reactions, visitor_reaction_id: optimistic.visitor_reaction_id });
    setBusy(true);
    setPicking(false);
    try {
      const response = await reactToPost(post.post_id, reactionId);
      onChange(response.post);
      bus.analytics.next({ name: 'forum:post-reacted', data: { post_id: post.post_id, reaction_id: reactionId, action: response.action } });
    } catch (error) {
      onChange(before);
      bus.snackbar.next({ message: `Could not react to post! ${(error as Error).message}`, status: 'error' });
    } finally {
      setBusy(false);
    }
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
                  {label.emoji} {entry.count}
                </Text>
              );
            })}
          </HStack>
        </Button>
      )}
      {post.can_react && (
        <>
          {mine !== null && (
            <Button size="xs" variant="subtle" onClick={() => void react(mine)} disabled={busy} aria-label={`Remove your reaction ${reactionLabel(mine, titles).title}`} data-testid="my-reaction">
              {reactionLabel(mine, titles).emoji} {reactionLabel(mine, titles).title}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={() => setPicking((open) => !open)} aria-expanded={picking} disabled={busy}>
            {mine === null ? 'React' : 'Change reaction'}
          </Button>
          {picking && (
            <Flex gap="0" wrap="wrap" role="group" aria-label="Reactions" borderWidth="1px" borderRadius="md" px="1">
              {REACTIONS.map((reaction) => {
                const label = reactionLabel(reaction.reaction_id, titles);
                return (
                  <Button key={reaction.reaction_id} size="xs" variant={mine === reaction.reaction_id ? 'subtle' : 'ghost'} aria-pressed={mine === reaction.reaction_id} title={label.title} onClick={() => void react(reaction.reaction_id)}>
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
