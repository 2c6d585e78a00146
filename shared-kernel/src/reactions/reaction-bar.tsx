import { lazy, Suspense, useState } from 'react';
import type { ReactionCount } from '@trailhead/shared-kernel/types';
import { Button, Flex, HStack, Text } from '@trailhead/shared-kernel/ui';
import { ReactionIcon } from './reaction-icon';
import { reactionTitle, REACTIONS } from './reactions';

// The motion code comes with the first reaction, never with the page; who reacted with its first opening.
const Pop = lazy(() => import('@trailhead/shared-kernel/motion').then((motion) => ({ default: motion.Pop })));
const WhoReactedDialog = lazy(() => import('./who-reacted-dialog').then((dialog) => ({ default: dialog.WhoReactedDialog })));

export interface ReactionBarProps {
  reactions: ReactionCount[];
  /** The viewer's own reaction, null when none. */
  mine: number | null;
  /** The viewer may react (the picker and "remove" show only then). */
  canReact: boolean;
  /** A reaction is on its way: nothing more is sent. */
  busy: boolean;
  onReact: (reactionId: number) => void;
  /** The content's list of who reacted (GET …/reactions, e.g. /posts/5/reactions), opened from the counts. */
  reactorsPath: string;
  /** The who-reacted dialog's test id. */
  whoReactedTestId?: string;
  /** The site's reaction titles (GET /reactions), where the page has them. */
  titles?: ReadonlyMap<number, string>;
  testId?: string;
}

/**
 * The counts under a post, a profile post or comment, or a message (opening who reacted) and, where
 * the viewer may react, the six reactions: the same again removes it, another replaces it. The count
 * just changed pops.
 */
export function ReactionBar({ reactions, mine, canReact, busy, onReact, reactorsPath, whoReactedTestId, titles, testId = 'reaction-bar' }: ReactionBarProps) {
  const [picking, setPicking] = useState(false);
  const [showWho, setShowWho] = useState(false);
  const [touched, setTouched] = useState<number | null>(null);
  const title = (reactionId: number) => reactionTitle(reactionId, titles);
  const react = (reactionId: number) => {
    if (busy) return;
    setPicking(false);
    setTouched(reactionId);
    onReact(reactionId);
  };
  const total = reactions.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <Flex gap="2" wrap="wrap" align="center" data-testid={testId}>
      {total > 0 && (
        <Button size="xs" variant="ghost" onClick={() => setShowWho(true)} aria-label={`See who reacted (${total})`} data-testid="reaction-summary">
          <HStack gap="1">
            {reactions.map((entry) => (
              <Text as="span" key={entry.reaction_id} title={title(entry.reaction_id)} aria-label={`${title(entry.reaction_id)} ${entry.count}`} data-testid={`reaction-count-${entry.reaction_id}`}>
                <ReactionIcon reactionId={entry.reaction_id} />{' '}
                {entry.reaction_id === touched ? (
                  <Suspense fallback={entry.count}>
                    <Pop value={entry.count}>{entry.count}</Pop>
                  </Suspense>
                ) : (
                  entry.count
                )}
              </Text>
            ))}
          </HStack>
        </Button>
      )}
      {canReact && (
        <>
          {mine !== null && (
            <Button size="xs" variant="subtle" onClick={() => react(mine)} disabled={busy} aria-label={`Remove your reaction ${title(mine)}`} data-testid="my-reaction">
              <ReactionIcon reactionId={mine} /> {title(mine)}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={() => setPicking((open) => !open)} aria-expanded={picking} disabled={busy}>
            {mine === null ? 'React' : 'Change reaction'}
          </Button>
          {picking && (
            <Flex gap="0" wrap="wrap" role="group" aria-label="Reactions" borderWidth="1px" borderRadius="md" px="1">
              {REACTIONS.map(({ reaction_id }) => (
                <Button key={reaction_id} size="xs" variant={mine === reaction_id ? 'subtle' : 'ghost'} aria-pressed={mine === reaction_id} title={title(reaction_id)} onClick={() => react(reaction_id)}>
                  <ReactionIcon reactionId={reaction_id} /> {title(reaction_id)}
                </Button>
              ))}
            </Flex>
          )}
        </>
      )}
      {showWho && (
        <Suspense fallback={null}>
          <WhoReactedDialog path={reactorsPath} counts={reactions} titles={titles} onClose={() => setShowWho(false)} testId={whoReactedTestId} />
        </Suspense>
      )}
    </Flex>
  );
}
