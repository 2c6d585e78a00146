import { apiRequest } from '@trailhead/shared-kernel/api';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { ClubDiscussionResponse, ClubDetail } from '@trailhead/shared-kernel/types';
import { clubDiscussionsUrl } from './get-club-discussions';

export interface NewClubDiscussion {
  title: string;
  /** HTML of the first post; the API cleans it with the shared sanitiser. */
  message: string;
}

/** POST /clubs/{id}/discussions {title, message} */
export const startClubDiscussion = (clubId: number, discussion: NewClubDiscussion) =>
  apiRequest<ClubDiscussionResponse>(`/clubs/${clubId}/discussions`, { method: 'POST', body: discussion });

export function useStartClubDiscussion(club: Pick<ClubDetail, 'id' | 'slug'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (discussion: NewClubDiscussion) => startClubDiscussion(club.id, discussion),
    onSuccess: () => {
      void invalidateApiQueries(client, clubDiscussionsUrl(club.slug));
      // The club's discussion count (GET /clubs/{slug}).
      void invalidateApiQueries(client, `/api/clubs/${encodeURIComponent(club.slug)}`);
    },
  });
}
