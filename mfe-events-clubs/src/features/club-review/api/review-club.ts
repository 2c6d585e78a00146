import { apiRequest, apiKeyUrl, type ApiError } from '@trailhead/shared-kernel/api';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { ClubResponse, ClubReviewPayload, ClubsReviewResponse } from '@trailhead/shared-kernel/types';

/** POST /clubs/{id}/review {decision, reason}: approves or rejects (with a reason); the owner is alerted either way. */
export const reviewClub = (clubId: number, payload: ClubReviewPayload) => apiRequest<ClubResponse>(`/clubs/${clubId}/review`, { method: 'POST', body: payload });

/** Review one club: it leaves every cached page of the queue at once; the lists are fetched again (an approved club joins them). */
export function useReviewClub() {
  const client = useQueryClient();
  return useMutation<ClubResponse, ApiError, { clubId: number } & ClubReviewPayload>({
    mutationFn: ({ clubId, ...payload }) => reviewClub(clubId, payload),
    onSuccess: (_answer, { clubId }) => {
      const queueUrl = apiKeyUrl('/clubs/review');
      client.setQueriesData<ClubsReviewResponse>({ predicate: (query) => String(query.queryKey[0]).startsWith(queueUrl) }, (queue) =>
        queue
          ? { clubs: queue.clubs.filter((club) => club.id !== clubId), pagination: { ...queue.pagination, total: Math.max(0, queue.pagination.total - 1) } }
          : queue,
      );
      void invalidateApiQueries(client, '/api/clubs');
    },
  });
}
