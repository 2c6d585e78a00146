import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ClubsReviewResponse } from '@trailhead/shared-kernel/types';

/** GET /clubs/review {page} (moderators and admins): clubs waiting for review, oldest first. */
export const reviewQueueQuery = (page: number) => apiQueryOptions<ClubsReviewResponse>('/clubs/review', { page });

export const useReviewQueue = (page: number, enabled = true) => useQuery({ ...reviewQueueQuery(page), enabled });
