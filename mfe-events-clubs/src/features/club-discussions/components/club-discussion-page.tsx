import { useEffect, useMemo } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import { useParams } from '@trailhead/shared-kernel/router';
import { NotFoundPage, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { RemoteWidget, THREAD_VIEW_WIDGET, type ThreadViewWidgetProps } from '@trailhead/shared-kernel/widgets';
import { useClubContext } from '../../club-layout';
import { clubDiscussionsUrl } from '../api/get-club-discussions';
import { discussionPageHref, parseDiscussionPath } from '../discussion-path';
import { clubPostRefusal } from '../post-refusal';

/**
 * /clubs/{slug}/discussions/{thread-slug}.{id}[/page-{n}]: one of the club's discussions, shown by
 * the forum's own thread view (posts, reactions, reply box, moderation), loaded at run time from
 * the forum's release: props in, bus events out, no build import between the two remotes.
 */
export function ClubDiscussionPage() {
  const { club, refresh } = useClubContext();
  const rest = useParams()['*'] ?? '';
  const ref = parseDiscussionPath(club.slug, rest);
  const loggedIn = isLoggedIn(useObservable(bus.session$));
  const client = useQueryClient();
  const listHref = `/clubs/${club.slug}/discussions`;
  const threadId = ref?.threadId ?? 0;

  // The club's list (reply counts, last poster) and its count follow what happens in the thread.
  useEffect(() => {
    const subscription = bus.widgetEvents.subscribe((event) => {
      if (event.threadId !== threadId) return;
      void invalidateApiQueries(client, clubDiscussionsUrl(club.slug));
      if (event.type === 'forum:thread-deleted') void refresh();
    });
    return () => subscription.unsubscribe();
  }, [client, club.slug, threadId, refresh]);

  const base = ref?.base ?? listHref;
  const props = useMemo<ThreadViewWidgetProps>(
    () => ({
      threadId,
      page: ref?.page ?? 1,
      pageHref: (page) => discussionPageHref(base, page),
      afterDeleteHref: listHref,
      // A visitor gets the forum's own invitation to log in; a member the club's reason.
      replyRefusal: loggedIn ? clubPostRefusal(club, loggedIn) : null,
    }),
    [threadId, ref?.page, base, listHref, loggedIn, club],
  );

  if (!ref) return <NotFoundPage />;
  return (
    <Stack gap="4" data-testid="club-discussion">
      <Text fontSize="sm">
        <RouterLink to={listHref}>‹ All discussions of {club.name}</RouterLink>
      </Text>
      <RemoteWidget remote={THREAD_VIEW_WIDGET.remote} module={THREAD_VIEW_WIDGET.module} title="the discussion" props={props} />
    </Stack>
  );
}
