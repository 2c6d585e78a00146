import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { provideWidgetLoader, type LoadedWidget, type ThreadViewWidgetProps } from '@trailhead/shared-kernel/widgets';
import { club, fakeApi, renderInClub, signIn } from '../club-discussions.fixtures';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import { ClubDiscussionPage } from './club-discussion-page';

/** Stands in for the forum's widget: shows the props it was given. */
const seen: { props: ThreadViewWidgetProps | null } = { props: null };
function FakeThreadView(props: ThreadViewWidgetProps) {
  useEffect(() => {
    seen.props = props;
  });
  return <p data-testid="thread-view">thread {props.threadId}, page {props.page}</p>;
}

const requested: string[] = [];
beforeEach(() => {
  seen.props = null;
  requested.length = 0;
  signIn({ user_id: 3, username: 'member' });
  provideWidgetLoader(async (remote, module) => {
    requested.push(`${remote}/${module}`);
    return { module: { widget: FakeThreadView, version: '7' }, version: '7', usedFallback: false } as unknown as LoadedWidget;
  });
});
afterEach(() => provideWidgetLoader(null));

const renderPage = (rest: string, theClub = club(), refresh = jest.fn(async () => undefined)) => ({
  refresh,
  ...renderInClub(<ClubDiscussionPage />, { club: theClub, url: `/clubs/moab-rock-crawlers/discussions/${rest}`, path: 'discussions/*', refresh }),
});

describe('ClubDiscussionPage', () => {
  it('shows the forum’s thread view, loaded at run time, with the thread and page of the address', async () => {
    fakeApi(() => undefined);
    renderPage('spring-run.81/page-2');
    expect((await screen.findByTestId('thread-view')).textContent).toBe('thread 81, page 2');
    expect(requested).toEqual(['mfe-forum/ThreadView']);
    expect(seen.props!.pageHref(1)).toBe('/clubs/moab-rock-crawlers/discussions/spring-run.81');
    expect(seen.props!.pageHref(3)).toBe('/clubs/moab-rock-crawlers/discussions/spring-run.81/page-3');
    expect(seen.props!.afterDeleteHref).toBe('/clubs/moab-rock-crawlers/discussions');
    expect(seen.props!.replyRefusal).toBeNull();
    expect(screen.getByRole('link', { name: '‹ All discussions of Moab Rock Crawlers' }).getAttribute('href')).toBe('/clubs/moab-rock-crawlers/discussions');
  });

  it('tells the widget why a member who has not joined may not reply; a visitor gets the forum’s own invitation to log in', async () => {
    fakeApi(() => undefined);
    const { unmount } = renderPage('spring-run.81', club({ can_post: false, member_state: 'none', can_join: true }));
    await screen.findByTestId('thread-view');
    expect(seen.props!.replyRefusal).toBe(CLUB_MESSAGES.notMember);
    unmount();
    signIn(null);
    renderPage('spring-run.81', club({ can_post: false, member_state: 'none' }));
    await screen.findByTestId('thread-view');
    expect(seen.props!.replyRefusal).toBeNull();
  });

  it('follows the widget’s bus events: a reply refreshes the club’s list, a deletion the club too', async () => {
    const calls = fakeApi((call) => (call.url.startsWith('/api/clubs/moab-rock-crawlers/discussions') ? { body: { threads: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 } } } : undefined));
    const { refresh, client } = renderPage('spring-run.81');
    await screen.findByTestId('thread-view');
    // The list was read before (the tab the member came from) and is on screen no more.
    await client.prefetchQuery({ queryKey: ['/api/clubs/moab-rock-crawlers/discussions?page=1'], queryFn: () => ({ threads: [] }) });
    act(() => bus.widgetEvents.next({ type: 'forum:reply-posted', threadId: 99, postId: 5, position: 2 }));
    expect(client.getQueryState(['/api/clubs/moab-rock-crawlers/discussions?page=1'])?.isInvalidated).toBe(false);
    act(() => bus.widgetEvents.next({ type: 'forum:reply-posted', threadId: 81, postId: 6, position: 4 }));
    await waitFor(() => expect(client.getQueryState(['/api/clubs/moab-rock-crawlers/discussions?page=1'])?.isInvalidated).toBe(true));
    expect(refresh).not.toHaveBeenCalled();
    act(() => bus.widgetEvents.next({ type: 'forum:thread-deleted', threadId: 81, hard: false }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('is the 404 page for an address that names no discussion', async () => {
    fakeApi(() => undefined);
    renderPage('no-id-here');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(requested).toEqual([]);
  });
});
