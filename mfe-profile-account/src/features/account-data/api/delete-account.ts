import { apiRequest, buildApiUrl } from '@trailhead/shared-kernel/api';
import type { DeleteAccountRequest, DeleteAccountResponse } from '@trailhead/shared-kernel/types';

/** POST /me/delete: the account goes for good; the answer clears the session cookie. */
export function deleteAccount(body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return apiRequest<DeleteAccountResponse>('/me/delete', { method: 'POST', body });
}

/** GET /me/export as the browser downloads it (a plain link: the file streams to disk, never held in the page). */
export function exportUrl(): string {
  return buildApiUrl('/me/export');
}
