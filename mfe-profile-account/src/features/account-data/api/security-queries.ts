// The /accountSecurity page's calls: GET /me/sessions, the sign-outs, and /me/two-factor/*.
import { apiRequest } from '@trailhead/shared-kernel/api';
import { apiQueryOptions, invalidateApiQueries, useMutation, useQuery, useQueryClient } from '@trailhead/shared-kernel/query';
import type { RecoveryCodesResponse, SessionsResponse, SignOutOthersResponse, TwoFactorSetupResponse, TwoFactorStatus } from '@trailhead/shared-kernel/types';

export const sessionsQuery = () => apiQueryOptions<SessionsResponse>('/me/sessions');
export const twoFactorQuery = () => apiQueryOptions<TwoFactorStatus>('/me/two-factor');

export const useSessions = () => useQuery(sessionsQuery());
export const useTwoFactorStatus = () => useQuery(twoFactorQuery());

function useSecurityMutation<Input, Answer>(call: (input: Input) => Promise<Answer>, refresh: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void invalidateApiQueries(client, refresh) });
}

export const useSignOutSession = () =>
  useSecurityMutation((sessionId: number) => apiRequest<{ status: string }>(`/me/sessions/${sessionId}`, { method: 'DELETE' }), '/api/me/sessions');
export const useSignOutOthers = () =>
  useSecurityMutation(() => apiRequest<SignOutOthersResponse>('/me/sessions/sign-out-others', { method: 'POST' }), '/api/me/sessions');

export const useTwoFactorSetup = () => useMutation({ mutationFn: () => apiRequest<TwoFactorSetupResponse>('/me/two-factor/setup', { method: 'POST' }) });
export const useTwoFactorEnable = () =>
  useSecurityMutation((code: string) => apiRequest<RecoveryCodesResponse>('/me/two-factor/enable', { method: 'POST', body: { code } }), '/api/me/two-factor');
export const useTwoFactorDisable = () =>
  useSecurityMutation((password: string) => apiRequest<TwoFactorStatus>('/me/two-factor/disable', { method: 'POST', body: { password } }), '/api/me/two-factor');
export const useNewRecoveryCodes = () =>
  useSecurityMutation((password: string) => apiRequest<RecoveryCodesResponse>('/me/two-factor/recovery-codes', { method: 'POST', body: { password } }), '/api/me/two-factor');
