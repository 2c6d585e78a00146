import { apiRequest } from '@trailhead/shared-kernel/api';
import type { ClubFormPayload, ClubResponse } from '@trailhead/shared-kernel/types';
import { toClubFormData, type ClubImageFiles } from '../../club-form';

/** POST /clubs/{id} (multipart; `remove_cover` / `remove_avatar` = 1 drop the current image). */
export const editClub = (clubId: number, payload: ClubFormPayload, files: ClubImageFiles) =>
  apiRequest<ClubResponse>(`/clubs/${clubId}`, { method: 'POST', body: toClubFormData(payload, files) });
