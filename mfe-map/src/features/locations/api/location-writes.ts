import { apiRequest } from '@trailhead/shared-kernel/api';
import { useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { LocationPayload, LocationRatingResponse, LocationResponse, MediaDeleteResponse, MediaResponse } from '@trailhead/shared-kernel/types';
import { refreshLocation } from './location-queries';

/** Success snackbars (the spec shows none of its own for these writes). */
export const LOCATION_SAVED = {
  added: 'Location added to the map',
  rated: 'Thanks! Your review is posted',
  photoAdded: 'Photo added to the gallery',
  photoDeleted: 'Photo deleted',
} as const;

/** Spec §8 texts of the gallery calls. */
export const MEDIA_TEXTS = {
  noGallery: 'No media gallery found',
  noItem: 'No media item found',
  uploadFailed: 'Could not upload media',
} as const;

/** The upload failure as the spec words it, with the server's reason after it when it has one. */
export function uploadFailure(error: Error): string {
  return error.message.startsWith(MEDIA_TEXTS.uploadFailed) ? error.message : `${MEDIA_TEXTS.uploadFailed}: ${error.message}`;
}

function formOf(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** POST /locations (a form). */
export function useAddLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: LocationPayload) => apiRequest<LocationResponse>('/locations', { method: 'POST', body: formOf({ ...payload }) }),
    onSuccess: ({ location }) => refreshLocation(client, location.location_id),
  });
}

export interface RatingInput {
  user_rating: number;
  comment: string;
  photo: File | null;
}

/** POST /locations/{id}/rating: once per member, with an optional photo. */
export function useRateLocation(locationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user_rating, comment, photo }: RatingInput) =>
      apiRequest<LocationRatingResponse>(`/locations/${locationId}/rating`, {
        method: 'POST',
        body: formOf({ user_rating, comment: comment.trim(), location_rating_image: photo }),
      }),
    onSuccess: (answer) => {
      client.setQueryData([`/api/locations/${locationId}`], { location: answer.location });
      return refreshLocation(client, locationId);
    },
  });
}

/** POST /media: a photo into the location's gallery. */
export function useAddMedia(locationId: number, categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiRequest<MediaResponse>('/media', { method: 'POST', body: formOf({ category_id: categoryId, file }) }),
    onSuccess: () => refreshLocation(client, locationId),
  });
}

/** DELETE /media/{id}: hard by default (spec §7). */
export function useDeleteMedia(locationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: number) => apiRequest<MediaDeleteResponse>(`/media/${mediaId}`, { method: 'DELETE' }),
    onSuccess: () => refreshLocation(client, locationId),
  });
}
