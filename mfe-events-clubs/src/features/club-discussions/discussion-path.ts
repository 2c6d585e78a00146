/** What /clubs/{slug}/discussions/{rest} names: {thread-slug}.{id} and, past page 1, /page-{n}. */
export interface DiscussionRef {
  threadId: number;
  page: number;
  /** /clubs/{slug}/discussions/{thread-slug}.{id}: page 1's address. */
  base: string;
}

const DISCUSSION = /^((?:[^/]*\.)?(\d{1,15}))\/?(?:page-(\d{1,6})\/?)?$/;

export function parseDiscussionPath(clubSlug: string, rest: string): DiscussionRef | null {
  const match = DISCUSSION.exec(rest);
  if (!match) return null;
  const threadId = Number(match[2]);
  const page = match[3] ? Number(match[3]) : 1;
  if (!Number.isSafeInteger(threadId) || threadId < 1 || page < 1) return null;
  return { threadId, page, base: `/clubs/${clubSlug}/discussions/${match[1]}` };
}

/** Page n of a discussion whose page-1 address is base. */
export const discussionPageHref = (base: string, page: number) => (page <= 1 ? base : `${base}/page-${page}`);
