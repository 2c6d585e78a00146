import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { UserProfile } from '@trailhead/shared-kernel/types';

/** Spec §8 snackbars. */
export const SAVED = 'Changes saved';
export const REVIEW = 'Please review your details and try again';

/** The session's profile follows a save, so the top bar and every page reading it show the change at once. */
export function refreshSessionProfile(profile: Partial<UserProfile>) {
  const session = bus.session$.getValue();
  if (session.user) bus.session$.next({ ...session, user: { ...session.user, ...profile } });
}

/** POST /me with the account details form (multipart); the answer is the updated profile. */
export function useSaveAccountDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiRequest<UserProfile>('/me', { method: 'POST', body: form }),
    onSuccess: (profile) => {
      refreshSessionProfile(profile);
      void invalidateApiQueries(client, '/api/me/details');
      void invalidateApiQueries(client, `/api/users/${profile.user_id}`);
      bus.snackbar.next({ status: 'success', message: SAVED });
    },
    onError: () => bus.snackbar.next({ status: 'error', message: REVIEW }),
  });
}
