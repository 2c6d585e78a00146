import { Box } from '@trailhead/shared-kernel/ui';
import { REACTION_SPRITE_URL } from '@trailhead/shared-kernel/constants';
import { REACTIONS, reactionSpriteCell } from './reactions';

/** A reaction's picture from the sprite, `size` px square; a reaction the site does not know gets an empty circle. */
export function ReactionIcon({ reactionId, size = 16 }: { reactionId: number; size?: number }) {
  const cell = reactionSpriteCell(reactionId);
  const style =
    cell === null
      ? undefined
      : { backgroundImage: `url(${REACTION_SPRITE_URL})`, backgroundSize: `${size}px ${size * REACTIONS.length}px`, backgroundPosition: `0 ${-size * cell}px` };
  return (
    <Box
      as="span"
      display="inline-block"
      verticalAlign="middle"
      flexShrink={0}
      w={`${size}px`}
      h={`${size}px`}
      borderRadius="full"
      bg={cell === null ? 'gray.300' : undefined}
      style={style}
      aria-hidden="true"
      data-reaction-icon={reactionId}
    />
  );
}
