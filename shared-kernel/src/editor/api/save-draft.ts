import { apiRequest, buildApiUrl } from '@trailhead/shared-kernel/api';

/**
 * POST a draft to its endpoint (the forum's /threads/draft, /conversations/draft). keepalive: the
 * page is going away, and a plain request would die with it, so the browser's keepalive fetch
 * carries it.
 */
export function postDraft(path: string, body: object, keepalive: boolean): Promise<unknown> {
  if (!keepalive) return apiRequest(path, { method: 'POST', body });
  return fetch(buildApiUrl(path), {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
