/** What a forum URL names (spec §2 document URLs and legacy forum URLs). */
export type DocumentRef =
  | { kind: 'thread'; threadId: number; page: number }
  | { kind: 'node'; nodeId: number; page: number }
  | { kind: 'legacy-thread'; threadId: number; postId: number | null }
  | { kind: 'discussion-list' }
  | { kind: 'unknown' };

const THREAD = /-t\.(\d+)\/?(?:page-(\d+)\/?)?$/;
const NODE = /-n\.(\d+)\/?(?:page-(\d+)\/?)?$/;
// Old forum software: /forums/threads/some-title.123/ and /forums/threads/some-title.123/post-456/
const LEGACY_THREAD = /^\/forums\/threads\/(?:[^/]*\.)?(\d+)\/?(?:post-(\d+)\/?)?$/;

// /threads: the discussion list (every thread, by type and prefix).
const DISCUSSION_LIST = /^\/threads\/?$/;

const toPage = (value: string | undefined) => Math.max(1, Number(value ?? 1));

export function parseDocumentPath(pathname: string): DocumentRef {
  const legacy = LEGACY_THREAD.exec(pathname);
  if (legacy) return { kind: 'legacy-thread', threadId: Number(legacy[1]), postId: legacy[2] ? Number(legacy[2]) : null };
  if (DISCUSSION_LIST.test(pathname)) return { kind: 'discussion-list' };
  const thread = THREAD.exec(pathname);
  if (thread) return { kind: 'thread', threadId: Number(thread[1]), page: toPage(thread[2]) };
  const node = NODE.exec(pathname);
  if (node) return { kind: 'node', nodeId: Number(node[1]), page: toPage(node[2]) };
  return { kind: 'unknown' };
}

/** The URL of page n of a document whose page-1 URL is viewUrl. */
export function documentPageUrl(viewUrl: string, page: number): string {
  const base = viewUrl.endsWith('/') ? viewUrl : `${viewUrl}/`;
  return page <= 1 ? base : `${base}page-${page}`;
}
