import type { Award } from '@trailhead/shared-kernel/types';
import { Flex } from '@trailhead/shared-kernel/ui';

/** An award without an icon of its own gets a trophy (drawn, so it shows where no emoji font is installed). */
export function TrophyIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="#b45309" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4z" />
      <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
    </svg>
  );
}

/** An award's icon in its round badge, or the trophy: the same on the awards page and a profile's #awards. */
export function AwardIcon({ award }: { award: Pick<Award, 'icon_url'> }) {
  return (
    <Flex w="12" h="12" flexShrink={0} align="center" justify="center" borderRadius="full" bg="orange.50" aria-hidden="true" data-testid="award-icon">
      {award.icon_url ? <img src={award.icon_url} alt="" width={40} height={40} /> : <TrophyIcon />}
    </Flex>
  );
}
