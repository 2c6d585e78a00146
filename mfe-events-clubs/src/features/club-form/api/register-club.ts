import { apiRequest } from '@trailhead/shared-kernel/api';
import type { ClubFormPayload, ClubResponse } from '@trailhead/shared-kernel/types';
import { toClubFormData, type ClubImageFiles } from '../club-form-values';

/** POST /clubs (multipart, images as `cover` and `avatar`): the new club, waiting for review. */
export function registerClub(payload: ClubFormPayload, files: ClubImageFiles): Promise<ClubResponse> {
  return apiRequest<ClubResponse>('/clubs', { method: 'POST', body: toClubFormData(payload, files) });
}
