import { apiRequest, apiKeyUrl, type ApiError } from '@trailhead/shared-kernel/api';
import { apiQueryOptions, invalidateApiQueries, useMutation, useQuery, useQueryClient } from '@trailhead/shared-kernel/query';
import type {
  AwardCategoriesResponse,
  AwardRecentResponse,
  AwardRequestBody,
  AwardRequestResponse,
  AwardRequestsResponse,
  AwardReviewBody,
} from '@trailhead/shared-kernel/types';

/** GET /awards/categories {page}: categories with their awards, 20 a page (spec §9). */
export const awardCategoriesQuery = (page: number) => apiQueryOptions<AwardCategoriesResponse>('/awards/categories', { page });
export const useAwardCategories = (page: number) => useQuery(awardCategoriesQuery(page));

/** GET /awards/{id}/recent: the newest holders; asked only once the list is opened. */
export const awardRecentQuery = (awardId: number) => apiQueryOptions<AwardRecentResponse>(`/awards/${awardId}/recent`);
export const useAwardRecent = (awardId: number, open: boolean) => useQuery({ ...awardRecentQuery(awardId), enabled: open });

/** GET /awards/requests {page} (moderators): pending requests, oldest first. */
export const awardRequestsQuery = (page: number) => apiQueryOptions<AwardRequestsResponse>('/awards/requests', { page });
export const useAwardRequests = (page: number, enabled = true) => useQuery({ ...awardRequestsQuery(page), enabled });

const categoriesUrl = apiKeyUrl('/awards/categories');
const requestsUrl = apiKeyUrl('/awards/requests');
const startsWith = (prefix: string) => ({ predicate: (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).startsWith(prefix) });

/** POST /awards/{id}/request {award_reason}: the award shows "Requested" at once on every cached page of categories. */
export function useRequestAward() {
  const client = useQueryClient();
  return useMutation<AwardRequestResponse, ApiError, { awardId: number } & AwardRequestBody>({
    mutationFn: ({ awardId, ...body }) => apiRequest<AwardRequestResponse>(`/awards/${awardId}/request`, { method: 'POST', body }),
    onSuccess: (_answer, { awardId }) => {
      client.setQueriesData<AwardCategoriesResponse>(startsWith(categoriesUrl), (page) =>
        page && {
          ...page,
          categories: page.categories.map((category) => ({
            ...category,
            awards: category.awards.map((award) => (award.award_id === awardId ? { ...award, viewer_state: 'requested' as const } : award)),
          })),
        },
      );
      void invalidateApiQueries(client, requestsUrl);
    },
  });
}

/** POST /awards/requests/{id}/review {decision, reason}: the request leaves the queue at once; holders and counts are read again. */
export function useReviewAwardRequest() {
  const client = useQueryClient();
  return useMutation<AwardRequestResponse, ApiError, { requestId: number } & AwardReviewBody>({
    mutationFn: ({ requestId, ...body }) => apiRequest<AwardRequestResponse>(`/awards/requests/${requestId}/review`, { method: 'POST', body }),
    onSuccess: (_answer, { requestId }) => {
      client.setQueriesData<AwardRequestsResponse>(startsWith(requestsUrl), (queue) =>
        queue && {
          requests: queue.requests.filter((request) => request.award_request_id !== requestId),
          pagination: { ...queue.pagination, total: Math.max(0, queue.pagination.total - 1) },
        },
      );
      void invalidateApiQueries(client, '/api/awards');
      void invalidateApiQueries(client, '/api/users/');
    },
  });
}
