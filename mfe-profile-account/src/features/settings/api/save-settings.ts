import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import { ACCOUNT_SETTINGS_MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { UserProfile } from '@trailhead/shared-kernel/types';

/** POST /me's form names (spec §3 Settings payload): `option[...]`, `privacy[...]`, `push[...]`, `visible`, `signature`… */
export type SettingsFields = Record<string, string>;

export const flag = (value: boolean): string => (value ? '1' : '0');

/**
 * Saves settings through POST /me; the answer (the member's profile with `settings`) replaces the
 * session's profile, so every page reading it (the forum's signatures among them) follows at once.
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: SettingsFields) => apiRequest<UserProfile>('/me', { method: 'POST', body: fields }),
    onSuccess: (profile) => {
      const session = bus.session$.getValue();
      if (session.user) bus.session$.next({ ...session, user: { ...session.user, ...profile } });
      // Profiles and thread pages drawn before the change show what the member just chose.
      void invalidateApiQueries(client, `/api/users/${profile.user_id}`);
      void invalidateApiQueries(client, '/api/threads/');
      bus.snackbar.next({ status: 'success', message: ACCOUNT_SETTINGS_MESSAGES.saved });
    },
    onError: () => bus.snackbar.next({ status: 'error', message: ACCOUNT_SETTINGS_MESSAGES.review }),
  });
}
