/** The forum's thread view as a widget (mfe-forum exposes it as ./ThreadView). */
export const THREAD_VIEW_WIDGET = { remote: 'mfe-forum', module: 'ThreadView' } as const;

/**
 * Props in. Bus events out (bus.widgetEvents): 'forum:reply-posted' after the viewer's reply is in,
 * 'forum:thread-changed' after a moderator's change (title, open/closed, sticky), and
 * 'forum:thread-deleted' after a deletion.
 */
export interface ThreadViewWidgetProps {
  threadId: number;
  /** 1-based page of 20 posts. */
  page: number;
  /** Where page n of this thread is shown on the host's pages (pager links, where a new reply on a later page leads). */
  pageHref: (page: number) => string;
  /** Where to go once the thread is deleted for good. */
  afterDeleteHref: string;
  /**
   * Why the viewer may not reply here, as the host knows it (a club: not a member); null or absent
   * when the host has no objection. The API's own refusal of the thread (its reply_error) wins.
   */
  replyRefusal?: string | null;
}
