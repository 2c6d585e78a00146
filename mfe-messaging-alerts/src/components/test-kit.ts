// For this remote's jest tests only (no page imports it): a fake API and a fake live stream.
import { bus } from '@trailhead/shared-kernel/bus';
import type { AccountStatusCode, UserSummary } from '@trailhead/shared-kernel/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are compared with toEqual
export type Call = { url: string; method: string; body: any };
export type Reply = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/** Each `METHOD /path` (without the query) answers with its reply; every call is noted. */
export function fakeApi(replies: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const call = { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const found = replies[`${method} ${url.split('?')[0]}`];
    const reply = typeof found === 'function' ? found(call) : (found ?? { status: 404, body: { errors: [{ code: 'not_found', message: 'Not found.' }] } });
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export const person = (user_id: number, username: string): UserSummary =>
  ({ user_id, username, avatar_urls: { h: null }, view_url: `/members/${username.toLowerCase()}.${user_id}/`, is_online: false, user_title: '' }) as unknown as UserSummary;

export const onePage = (total: number) => ({ current_page: 1, last_page: 1, per_page: 20, total });

export function signIn(status: AccountStatusCode, userId = 1) {
  bus.session$.next({ status: { status, permission: status === 'valid' ? 'full' : 'partial', message: null, details: { user_id: userId, username: 'member' } }, user: null });
}

export { FakeEventSource } from '@trailhead/shared-kernel/testing';
