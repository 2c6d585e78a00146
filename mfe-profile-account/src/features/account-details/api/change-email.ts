import { apiRequest } from '@trailhead/shared-kernel/api';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { EmailChangeResponse } from '@trailhead/shared-kernel/types';

/** POST /me/email {email, password}: a link goes to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => apiRequest<EmailChangeResponse>('/me/email', { method: 'POST', body }),
    onSuccess: () => void invalidateApiQueries(client, '/api/me/details'),
  });
}
