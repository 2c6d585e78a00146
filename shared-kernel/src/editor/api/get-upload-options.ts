import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { UploadOptions } from '@trailhead/shared-kernel/types';

/** GET /options/upload (spec §3): size limits and allowed types, checked in the page before a file is sent. */
export const uploadOptionsQuery = () => apiQueryOptions<UploadOptions>('/options/upload');

export function useUploadOptions() {
  return useQuery(uploadOptionsQuery());
}
