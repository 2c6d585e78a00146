import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { PROFILE_LIMITED_MESSAGE, type MemberProfileResponse } from '@trailhead/shared-kernel/types';
import { comment, memberProfile, profilePost, profileResponse, summary, viewer } from '../profile.fixtures';
import { ProfilePage } from './profile-page';

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer | ((init?: RequestInit) => Answer)>;
let calls: { url: string; init?: RequestInit }[];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderProfile(url: string) {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = String(input);
    calls.push({ url: key, init });
    const found = answers[`${init?.method ?? 'GET'} ${key}`] ?? answers[key];
    const answer = typeof found === 'function' ? found(init) : found;
    if (!answer) return { ok: false, status: 404, json: async () => ({ errors: [{ code: 'not_found', message: 'no user found' }] }) } as Response;
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return renderInSite(
    <>
      <Routes>
        <Route path="/members/:profile" element={<ProfilePage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { url },
  );
}

const boss = memberProfile();
const withPosts = (response: Partial<MemberProfileResponse>) => ({ body: { ...profileResponse(boss), pagination: { current_page: 1, last_page: 1, per_page: 20, total: 1 }, ...response } });

beforeEach(() => {
  bus.session$.next({ status: null, user: null });
  answers = {
    '/api/users/7': { body: profileResponse(boss) },
    '/api/users/7?withPosts=1': withPosts({ profile_posts: [profilePost(1, summary(9, 'mudlark'))] }),
  };
});

describe('ProfilePage', () => {
  it('shows the member card from GET /users/{id} and the profile posts by default', async () => {
    renderProfile('/members/trailboss.7/');
    const header = await screen.findByTestId('profile-header');
    expect(within(header).getByRole('heading', { name: 'trailboss' })).toBeTruthy();
    expect(within(header).getByText('Tess Boss')).toBeTruthy();
    expect(within(header).getByText('Paid member')).toBeTruthy();
    expect(within(header).getByText('2021 Trekker Rubicon')).toBeTruthy();
    expect(within(header).getByText('Founder')).toBeTruthy();
    expect(within(header).getByRole('button', { name: '5 followers' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Report trailboss' })).toBeTruthy();
    expect(await screen.findByText('Hello from mudlark')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile posts' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows only the card and the spec message to a viewer the member keeps out', async () => {
    answers['/api/users/7'] = { body: profileResponse(memberProfile({ can_view_profile: false, vehicles: [], last_activity: null })) };
    renderProfile('/members/trailboss.7');
    expect(await screen.findByText(PROFILE_LIMITED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Profile sections' })).toBeNull();
    expect(screen.queryByTestId('followers-button')).toBeNull();
    expect(calls.some((call) => call.url.includes('withPosts'))).toBe(false);
  });

  it('is the 404 page for an unknown member and for an address without an id', async () => {
    renderProfile('/members/ghost.999');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    renderProfile('/members/ghost');
    expect(screen.getAllByText('This page could not be found').length).toBeGreaterThan(0);
  });

  it('replaces a wrong username with the member’s own address, keeping the section', async () => {
    renderProfile('/members/oldname.7#about');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/members/trailboss.7/#about'));
    expect(await screen.findByTestId('about-tab')).toBeTruthy();
  });

  it('selects the section by hash, sets the hash when a section is chosen, and follows Back', async () => {
    answers['/api/users/7/awards'] = { body: { awards: [], trophy_points: 40, level: 2 } };
    renderProfile('/members/trailboss.7/#about');
    expect(await screen.findByText('I fix winches.')).toBeTruthy();
    expect(screen.getByText('March 14')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'trailboss.example' }).getAttribute('href')).toBe('https://trailboss.example/');

    fireEvent.click(screen.getByRole('link', { name: 'Awards' }));
    expect(screen.getByTestId('location').textContent).toBe('/members/trailboss.7/#awards');
    expect(await screen.findByText('trailboss has no awards yet.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/users/7/awards');
  });

  it('folds posts by members the viewer ignores, with a Show button', async () => {
    act(() => bus.session$.next({ status: null, user: viewer(3, [9]) }));
    renderProfile('/members/trailboss.7/');
    expect(await screen.findByText('Post by mudlark is hidden because you ignore this member.')).toBeTruthy();
    expect(screen.queryByText('Hello from mudlark')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the post by mudlark' }));
    expect(screen.getByText('Hello from mudlark')).toBeTruthy();
  });

  it('reacts at once and takes the API’s counts (same again removes)', async () => {
    act(() => bus.session$.next({ status: null, user: viewer(3) }));
    answers['POST /api/profile-posts/1/react'] = (init) => {
      const { reaction_id } = JSON.parse(String(init?.body)) as { reaction_id: number };
      return { body: { action: 'added', reaction_score: 1, reactions: [{ reaction_id, count: 1 }], visitor_reaction_id: reaction_id } };
    };
    renderProfile('/members/trailboss.7/');
    const post = await screen.findByTestId('profile-post');
    fireEvent.click(within(post).getByRole('button', { name: 'React' }));
    fireEvent.click(within(post).getByRole('button', { name: /Love/ }));
    expect(await within(post).findByRole('button', { name: 'Remove your reaction Love' })).toBeTruthy();
    expect(within(post).getByTestId('reaction-count-2').textContent).toContain('1');
    await waitFor(() => expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(1));

    answers['POST /api/profile-posts/1/react'] = { body: { action: 'removed', reaction_score: 0, reactions: [], visitor_reaction_id: null } };
    fireEvent.click(within(post).getByRole('button', { name: 'Remove your reaction Love' }));
    await waitFor(() => expect(within(post).queryByTestId('reaction-count-2')).toBeNull());
    expect(JSON.parse(String(calls.filter((call) => call.init?.method === 'POST')[1].init?.body))).toEqual({ reaction_id: 2 });
  });

  it('reports the member with the shared rule’s message, then the API, then a snackbar', async () => {
    const snacks: string[] = [];
    const subscription = bus.snackbar.subscribe((snack) => snacks.push(snack.message));
    answers['POST /api/users/7/report'] = { body: { reported: true } };
    renderProfile('/members/trailboss.7/');
    fireEvent.click(await screen.findByRole('button', { name: 'Report trailboss' }));
    const dialog = await screen.findByTestId('report-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please say what is wrong (at least 3 characters).')).toBeTruthy();
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /What is wrong/ }), { target: { value: 'Spam in every post' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(snacks).toContain('Thank you for reporting this. A moderator will look at it.'));
    const sent = calls.filter((call) => call.init?.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0].init?.body))).toEqual({ message: 'Spam in every post' });
    subscription.unsubscribe();
  });

  it('lets a moderator hard-delete a post and alert its author with a reason', async () => {
    answers['/api/users/7?withPosts=1'] = withPosts({ profile_posts: [profilePost(1, summary(9, 'mudlark'), { can_delete: true, can_moderate: true })] });
    answers['DELETE /api/profile-posts/1'] = { body: { hard_delete: true } };
    renderProfile('/members/trailboss.7/');
    const post = await screen.findByTestId('profile-post');
    fireEvent.click(within(post).getByRole('button', { name: 'Delete profile post by mudlark' }));
    const dialog = await screen.findByTestId('delete-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for deletion' }), { target: { value: 'Off topic' } });
    fireEvent.click(within(dialog).getByText('Hard delete (remove for good)'));
    fireEvent.click(within(dialog).getByText('Alert the author'));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Reason sent to the author' }), { target: { value: 'Please keep it civil' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(true));
    const sent = calls.find((call) => call.init?.method === 'DELETE');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ reason: 'Off topic', hard_delete: true, author_alert: true, author_alert_reason: 'Please keep it civil' });
  });

  it('shows the first comments and fetches the rest on demand', async () => {
    const mud = summary(9, 'mudlark');
    answers['/api/users/7?withPosts=1'] = withPosts({
      profile_posts: [profilePost(1, mud, { comment_count: 5, comments: [3, 4, 5].map(commentOf) })],
    });
    answers['/api/profile-posts/1/comments'] = { body: { comments: [1, 2, 3, 4, 5].map(commentOf), pagination: { current_page: 1, last_page: 1, per_page: 20, total: 5 } } };
    renderProfile('/members/trailboss.7/');
    expect(await screen.findByText('Comment 3')).toBeTruthy();
    expect(screen.queryByText('Comment 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View 2 more comments' }));
    expect(await screen.findByText('Comment 1')).toBeTruthy();
    expect(screen.getAllByTestId('profile-comment')).toHaveLength(5);
  });
});

const commentOf = (id: number) => comment(id, summary(9, 'mudlark'), { comment_date: 1_700_050_000 + id });
