// The forum's thread view lent to other parts (exposed as ./ThreadView, tooling/apps.mjs): a club's
// discussion is a forum thread, read and answered with the forum's own posts, reactions, reply box
// and moderation. Props in (shared-kernel/widgets ThreadViewWidgetProps), bus events out
// (bus.widgetEvents: forum:reply-posted, forum:thread-changed, forum:thread-deleted).
import type { ThreadViewWidgetProps } from '@trailhead/shared-kernel/widgets';
import { ThreadPage } from '../features/thread-view';

export const version = __BUILD_VERSION__;

export function ThreadViewWidget({ threadId, page, pageHref, afterDeleteHref, replyRefusal = null }: ThreadViewWidgetProps) {
  return <ThreadPage key={`${threadId}-${page}`} threadId={threadId} page={page} host={{ pageHref, afterDeleteHref, replyRefusal }} />;
}

export const widget = ThreadViewWidget;
