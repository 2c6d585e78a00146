import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { MemberImagesResponse } from '@trailhead/shared-kernel/types';
import { refreshSessionProfile, SAVED } from './save-account-details';

/** Spec §8 texts of the avatar and banner calls (a banner upload shows the server's own message). */
export const IMAGE_MESSAGES = {
  avatarUpload: 'Could not upload avatar',
  avatarDelete: 'Could not delete avatar',
  bannerDelete: 'Could not delete banner',
} as const;

export type ImageAction =
  | { kind: 'avatar'; file: File }
  | { kind: 'delete-avatar' }
  | { kind: 'banner'; file: File; positionY: number }
  | { kind: 'banner-position'; positionY: number }
  | { kind: 'delete-banner' };

function send(action: ImageAction): Promise<MemberImagesResponse> {
  switch (action.kind) {
    case 'avatar': {
      const form = new FormData();
      form.append('avatar', action.file);
      return apiRequest('/me/avatar', { method: 'POST', body: form });
    }
    case 'delete-avatar':
      return apiRequest('/me/avatar', { method: 'DELETE' });
    case 'banner': {
      const form = new FormData();
      form.append('position_y', String(action.positionY));
      form.append('banner', action.file);
      return apiRequest('/me/banner', { method: 'POST', body: form });
    }
    case 'banner-position':
      return apiRequest('/me/banner', { method: 'POST', body: { position_y: action.positionY } });
    case 'delete-banner':
      return apiRequest('/me/banner', { method: 'DELETE' });
  }
}

/** The error a failed action shows: the spec's sentence, with the server's reason after it where there is one. */
export function imageErrorOf(action: ImageAction['kind'], error: Error): string {
  if (action === 'avatar') return `${IMAGE_MESSAGES.avatarUpload}: ${error.message}`;
  if (action === 'delete-avatar') return IMAGE_MESSAGES.avatarDelete;
  if (action === 'delete-banner') return IMAGE_MESSAGES.bannerDelete;
  return error.message;
}

/** Avatar and banner changes: each saves at once (no form), and the profile pages follow. */
export function useMemberImages(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (images) => {
      refreshSessionProfile({ avatar_urls: images.avatar_urls });
      void invalidateApiQueries(client, '/api/me/details');
      void invalidateApiQueries(client, `/api/users/${userId}`);
      bus.snackbar.next({ status: 'success', message: SAVED });
    },
    onError: (error, action) => bus.snackbar.next({ status: 'error', message: imageErrorOf(action.kind, error) }),
  });
}
