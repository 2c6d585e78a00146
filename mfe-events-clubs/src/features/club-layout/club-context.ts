// The club a page under /clubs/{slug} belongs to: the club layout (club-layout.tsx) loads it once
// (GET /clubs/{slug}) and every tab reads it from here instead of asking again.
import { createContext, useContext } from 'react';
import type { ClubDetail } from '@trailhead/shared-kernel/types';

export interface ClubContextValue {
  club: ClubDetail;
  /** Ask the API again (after a join, a leave, an edit). */
  refresh: () => Promise<unknown>;
}

export const ClubContext = createContext<ClubContextValue | null>(null);

/** The club of the page; only inside the club layout. */
export function useClubContext(): ClubContextValue {
  const value = useContext(ClubContext);
  if (!value) throw new Error('useClubContext: not inside the club layout');
  return value;
}
