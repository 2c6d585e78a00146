import { apiRequest } from '@trailhead/shared-kernel/api';
import { useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { ClubResponse } from '@trailhead/shared-kernel/types';
import { putClub } from './get-club';

/** POST /clubs/{slug}/join or /leave (spec §7: join and leave by slug). */
export const changeMembership = (slug: string, action: 'join' | 'leave') =>
  apiRequest<ClubResponse>(`/clubs/${encodeURIComponent(slug)}/${action}`, { method: 'POST' });

/** Join or leave; the answer (member count, button state) replaces the club on screen. */
export function useClubMembership(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'join' | 'leave') => changeMembership(slug, action),
    onSuccess: ({ club }) => putClub(client, slug, club),
  });
}
