import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { MEMBER_MESSAGES } from '@trailhead/shared-kernel/schemas';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { Award, AwardCategoriesResponse, AwardRequest, AwardRequestsResponse, Permission, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { canRequestAward } from './award-card';
import { AwardsPage } from './awards-page';
import { requestSentMessage } from './request-award-dialog';

const award = (award_id: number, title: string, extra: Partial<Award> = {}): Award => ({
  award_id,
  award_category_id: 1,
  title,
  description: `${title}: what it is for.`,
  icon_url: null,
  points: 10,
  can_request: true,
  holder_count: 3,
  viewer_state: 'none',
  ...extra,
});

const categories = (...awards: Award[]): AwardCategoriesResponse => ({
  categories: [{ award_category_id: 1, title: 'Trail skills', description: 'Off the pavement.', awards }],
  pagination: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
});

const member = { user_id: 8, username: 'rookie', view_url: '/members/rookie.8/', avatar_urls: { h: null }, is_admin: false, is_moderator: false } as UserSummary;
const pending = (id: number, title: string): AwardRequest => ({
  award_request_id: id,
  award: award(id, title),
  User: member,
  award_reason: 'I led the spring cleanup ride.',
  request_date: 1_700_000_000,
  request_state: 'pending',
  refuse_reason: null,
});
const queue = (...requests: AwardRequest[]): AwardRequestsResponse => ({ requests, pagination: { current_page: 1, last_page: 1, per_page: 20, total: requests.length } });

const signIn = (roles: Partial<UserProfile> = {}, permission: Permission = 'full') =>
  bus.session$.next({ status: { status: permission === 'full' ? 'valid' : 'not_valid', permission, message: null, details: null }, user: { user_id: 8, username: 'rookie', is_admin: false, is_moderator: false, ...roles } as UserProfile });

type Answer = { status: number; body: unknown };
/** GETs answered by path, POSTs by `post`; every call is recorded. */
function mockApi(gets: Record<string, unknown>, post: (url: string, body: unknown) => Answer | Promise<Answer> = () => ({ status: 500, body: {} })) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = init?.method === 'POST' ? await post(url, JSON.parse(String(init.body ?? '{}'))) : { status: 200, body: gets[url.split('?')[0]] };
    return { ok: status < 400, status, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const posts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

let snackbar: string[] = [];
let subscription: { unsubscribe: () => void };
beforeEach(() => {
  bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null });
  snackbar = [];
  subscription = bus.snackbar.subscribe((message) => snackbar.push(message.message));
});
afterEach(() => subscription.unsubscribe());

describe('AwardsPage', () => {
  it('shows a visitor the categories and awards (icon or trophy, points, holders) without a request button', async () => {
    mockApi({ '/api/awards/categories': categories(award(1, 'Trail Sweep'), award(2, 'Founding member', { can_request: false, points: 50 })) });
    renderInSite(<AwardsPage />, { url: '/awards' });

    const cards = await screen.findAllByTestId('award-card');
    expect(screen.getByRole('heading', { level: 2, name: 'Trail skills' })).toBeTruthy();
    expect(within(cards[0]).getByText('10 points')).toBeTruthy();
    expect(within(cards[0]).getByText('3 holders')).toBeTruthy();
    expect(within(cards[1]).getByText('Given by the moderators')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Request this award/ })).toBeNull();
  });

  it('lists an award’s recent recipients when opened', async () => {
    const fetchMock = mockApi({
      '/api/awards/categories': categories(award(1, 'Trail Sweep')),
      '/api/awards/1/recent': { award: award(1, 'Trail Sweep'), recipients: [{ User: { ...member, user_id: 4, username: 'dunerunner', view_url: '/members/dunerunner.4/' }, award_date: 1_700_000_000 }] },
    });
    renderInSite(<AwardsPage />, { url: '/awards' });

    const toggle = await screen.findByRole('button', { name: 'Recent recipients' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/recent'))).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(await screen.findByTestId('award-recipients')).findByRole('link', { name: 'dunerunner' })).toBeTruthy();
  });

  it('refuses an empty reason with the spec’s words and sends nothing', async () => {
    signIn();
    const fetchMock = mockApi({ '/api/awards/categories': categories(award(1, 'Trail Sweep')) });
    renderInSite(<AwardsPage />, { url: '/awards' });

    fireEvent.click(await screen.findByRole('button', { name: 'Request this award: Trail Sweep' }));
    const dialog = await screen.findByTestId('request-award-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Why do you deserve it/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.awardReason)).toBeTruthy();
    expect(MEMBER_MESSAGES.awardReason).toBe('You must to add reason!');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the request, says so, and the award reads "Requested" at once', async () => {
    signIn();
    let release: (answer: Answer) => void = () => undefined;
    const fetchMock = mockApi({ '/api/awards/categories': categories(award(1, 'Trail Sweep')) }, () => new Promise<Answer>((resolve) => (release = resolve)));
    renderInSite(<AwardsPage />, { url: '/awards' });

    fireEvent.click(await screen.findByRole('button', { name: 'Request this award: Trail Sweep' }));
    const dialog = await screen.findByTestId('request-award-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Why do you deserve it/ }), { target: { value: 'I swept the Moab ride twice.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    // While the API answers, the button shows progress and a second submit sends nothing.
    const submit = within(dialog).getByRole('button', { name: /Sending/ });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    release({ status: 200, body: { request: pending(1, 'Trail Sweep') } });

    expect(await screen.findByTestId('award-requested')).toBeTruthy();
    expect(screen.queryByTestId('request-award-dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request this award: Trail Sweep' })).toBeNull();
    expect(snackbar).toEqual([requestSentMessage('Trail Sweep')]);
    expect(posts(fetchMock)).toHaveLength(1);
    expect(posts(fetchMock)[0][0]).toBe('/api/awards/1/request');
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({ award_reason: 'I swept the Moab ride twice.' });
  });

  it('keeps the reason and shows the API’s message when the request is refused', async () => {
    signIn();
    mockApi({ '/api/awards/categories': categories(award(1, 'Trail Sweep')) }, () => ({ status: 409, body: { errors: [{ code: 'award_requested', message: 'error request award: you have already requested this award.' }] } }));
    renderInSite(<AwardsPage />, { url: '/awards' });

    fireEvent.click(await screen.findByRole('button', { name: 'Request this award: Trail Sweep' }));
    const dialog = await screen.findByTestId('request-award-dialog');
    const box = within(dialog).getByRole('textbox', { name: /Why do you deserve it/ });
    fireEvent.change(box, { target: { value: 'Please' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('error request award: you have already requested this award.');
    expect((box as HTMLTextAreaElement).value).toBe('Please');
  });

  it('shows moderators the waiting requests; Grant takes one out of the queue', async () => {
    signIn({ is_moderator: true });
    const api: Record<string, unknown> = { '/api/awards/requests': queue(pending(5, 'Trail Sweep'), pending(6, 'Recovery Pro')) };
    const fetchMock = mockApi(api, () => {
      api['/api/awards/requests'] = queue(pending(6, 'Recovery Pro'));
      return { status: 200, body: { request: { ...pending(5, 'Trail Sweep'), request_state: 'granted' } } };
    });
    renderInSite(<AwardsPage />, { url: '/awards?view=requests' });

    expect(await screen.findByText('Requests waiting (2)')).toBeTruthy();
    const requests = await screen.findAllByTestId('award-request');
    fireEvent.click(within(requests[0]).getByRole('button', { name: 'Grant “Trail Sweep” to rookie' }));
    await waitFor(() => expect(screen.getAllByTestId('award-request')).toHaveLength(1));
    expect(posts(fetchMock)[0][0]).toBe('/api/awards/requests/5/review');
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({ decision: 'grant' });
    expect(snackbar).toEqual(['“Trail Sweep” was granted to rookie.']);
    expect(await screen.findByText('Requests waiting (1)')).toBeTruthy();
  });

  it('asks for a reason before refusing a request', async () => {
    signIn({ is_moderator: true });
    const api: Record<string, unknown> = { '/api/awards/requests': queue(pending(5, 'Trail Sweep')) };
    const fetchMock = mockApi(api, () => {
      api['/api/awards/requests'] = queue();
      return { status: 200, body: { request: { ...pending(5, 'Trail Sweep'), request_state: 'refused' } } };
    });
    renderInSite(<AwardsPage />, { url: '/awards?view=requests' });

    fireEvent.click(await screen.findByRole('button', { name: 'Refuse “Trail Sweep” to rookie' }));
    const dialog = await screen.findByTestId('refuse-request-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse request' }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.refuseReason)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Not on that ride.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse request' }));
    expect(await screen.findByTestId('award-requests-empty')).toBeTruthy();
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({ decision: 'refuse', reason: 'Not on that ride.' });
  });

  it('does not show the requests view to a member who asks for it', async () => {
    signIn();
    const fetchMock = mockApi({ '/api/awards/categories': categories(award(1, 'Trail Sweep')) });
    renderInSite(<AwardsPage />, { url: '/awards?view=requests' });
    expect(await screen.findByTestId('award-card')).toBeTruthy();
    expect(screen.queryByTestId('requests-tab')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/awards/requests'))).toBe(false);
  });
});

describe('canRequestAward', () => {
  it('offers a request only to a valid member, for a requestable award neither held nor asked for', () => {
    expect(canRequestAward({ can_request: true, viewer_state: 'none' }, true)).toBe(true);
    expect(canRequestAward({ can_request: true, viewer_state: 'none' }, false)).toBe(false);
    expect(canRequestAward({ can_request: false, viewer_state: 'none' }, true)).toBe(false);
    expect(canRequestAward({ can_request: true, viewer_state: 'held' }, true)).toBe(false);
    expect(canRequestAward({ can_request: true, viewer_state: 'requested' }, true)).toBe(false);
  });
});
