import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { useLocation } from '@trailhead/shared-kernel/router';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { Club, ClubDetail, ClubsMapResponse, ClubsResponse, ClubsReviewResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ClubsPage, MyClubsRedirect } from './clubs-page';
import { Route, Routes } from '@trailhead/shared-kernel/router';

const club = (id: number, name: string, change: Partial<Club> = {}): Club => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  description: '',
  cover_url: null,
  avatar_url: null,
  view_url: `/clubs/${name.toLowerCase().replace(/\W+/g, '-')}`,
  is_joined: false,
  can_join: true,
  is_owner: false,
  member_count: 12,
  last_activity: 1_700_000_000,
  vehicle_type_id: 0,
  custom_fields: {
    president: null,
    location_type: 'physical',
    location: 'Moab, UT',
    city: 'Moab',
    state: 'UT',
    zipcode: '84532',
    country: 'US',
    address: '125 E Center St',
    latitude: 38.57,
    longitude: -109.55,
    website: null,
    vin: null,
  },
  club_state: 'approved',
  member_state: 'none',
  can_admin: false,
  can_post: false,
  view_count: 40,
  created_at: 1_700_000_000,
  ...change,
});

const detail = (id: number, name: string, change: Partial<ClubDetail> = {}): ClubDetail => ({
  ...club(id, name, { club_state: 'pending' }),
  Owner: { user_id: 3, username: 'member', view_url: '/members/member.3/', avatar_urls: { h: null } } as ClubDetail['Owner'],
  reject_reason: null,
  join_refusal: null,
  profile_incomplete: false,
  discussion_count: 0,
  upcoming_event_count: 0,
  ...change,
});

const list = (clubs: Club[], page = 1, lastPage = 1): ClubsResponse => ({ clubs, pagination: { current_page: page, last_page: lastPage, per_page: 20, total: clubs.length } });

const VEHICLES = {
  vehicle_types: [
    { vehicle_type_id: 1, title: 'Trekker', slug_url: 'trekker', nav_icon_image_url: null, logo_image_url: null },
    { vehicle_type_id: 2, title: 'Gladiator', slug_url: 'gladiator', nav_icon_image_url: null, logo_image_url: null },
  ],
  all_content: { vehicle_type_id: 0, title: 'All', slug_url: '', nav_icon_image_url: null, logo_image_url: null },
};

type Answer = { status?: number; body: unknown };
type Call = { url: string; method: string; body: unknown };

/** The API as the page meets it: each URL its own answer. */
function serveApi(answer: (call: Call) => Answer | undefined = () => undefined) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const given = answer(call);
    const { status, body } =
      given ??
      (url.startsWith('/api/vehicles')
        ? { status: 200, body: VEHICLES }
        : url.startsWith('/api/clubs/recent') || url.startsWith('/api/clubs/most-viewed')
          ? { status: 200, body: list([club(9, 'Fresh Tracks')]) }
          : url.startsWith('/api/clubs/review')
            ? { status: 200, body: { clubs: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 } } }
            : url.startsWith('/api/options/maps')
              ? { status: 200, body: { google_maps_api_key: null } }
              : url.startsWith('/api/clubs')
                ? { status: 200, body: list([club(1, 'Moab Trail Crew')]) }
                : { status: 404, body: { errors: [{ code: 'not_found', message: 'no' }] } });
    return { ok: (status ?? 200) < 400, status: status ?? 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

const listCalls = (calls: Call[]) => calls.map((call) => call.url).filter((url) => /^\/api\/clubs\/\?/.test(url));

const RIG = { personal: { vehicle: { title: 'My rig', value: '2016 Kestrel Summit Ridge' } } };
const user = (changes: Partial<UserProfile>) =>
  ({ user_id: 3, username: 'member', is_moderator: false, is_admin: false, sg_can_add_group: false, custom_fields: RIG, ...changes }) as UserProfile;
function signIn(profile: UserProfile | null, status: 'valid' | 'account_incomplete' = 'valid') {
  bus.session$.next(
    profile
      ? { status: { status, permission: 'full', message: null, details: { user_id: profile.user_id, username: profile.username } }, user: profile }
      : { status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null },
  );
}

function WhereAmI() {
  const { search } = useLocation();
  return <p data-testid="search">{search}</p>;
}

const renderPage = (url = '/clubs') =>
  renderInSite(
    <>
      <ClubsPage />
      <WhereAmI />
    </>,
    { url },
  );

beforeEach(() => {
  bus.vehicleType$.next(0);
  signIn(null);
});

describe('ClubsPage list', () => {
  it('asks for the clubs with the spec defaults and the vehicle type chosen in the shell', async () => {
    const calls = serveApi();
    bus.vehicleType$.next(2);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Moab Trail Crew' })).toBeTruthy();
    expect(listCalls(calls)).toEqual(['/api/clubs/?page=1&clubType=any&sortBy=last_activity&sortOrder=asc&showFollowedOnly=0&vehicle_type_id=2']);
  });

  it('shows a card with place, members, type, last activity and the initials when there is no avatar', async () => {
    serveApi(({ url }) =>
      /^\/api\/clubs\/\?/.test(url)
        ? { body: list([club(1, 'Moab Trail Crew', { member_state: 'valid' }), club(2, 'Online Wheelers', { member_state: 'banned', custom_fields: { ...club(2, 'x').custom_fields, location_type: 'online' } })]) }
        : undefined,
    );
    renderPage();
    const [first, second] = await screen.findAllByTestId('club-card');
    expect(within(first).getByRole('link', { name: 'Moab Trail Crew' }).getAttribute('href')).toBe('/clubs/moab-trail-crew');
    expect(within(first).getByTestId('club-place').textContent).toBe('Moab, UT');
    expect(within(first).getByTestId('club-members').textContent).toBe('12 members');
    expect(within(first).getByText('In person')).toBeTruthy();
    expect(within(first).getByText('Joined')).toBeTruthy();
    expect(within(first).getByText('MT')).toBeTruthy();
    expect(within(first).getByText(/Active/).textContent).toMatch(/^Active .*2023/);
    expect(within(second).getByText('Online club')).toBeTruthy();
    expect(within(second).getByText('Banned')).toBeTruthy();
    expect(within(second).queryByText('Joined')).toBeNull();
  });

  it('says "No clubs found" when nothing matches', async () => {
    serveApi(({ url }) => (/^\/api\/clubs\/\?/.test(url) ? { body: list([]) } : undefined));
    renderPage('/clubs?search=zzz');
    expect((await screen.findByTestId('no-clubs')).textContent).toBe('No clubs found');
  });

  it('maps type, sort, order and vehicle type to the spec parameters in the URL and the request, back to page 1', async () => {
    const calls = serveApi();
    renderPage('/clubs?page=2');
    await screen.findByRole('heading', { name: 'Moab Trail Crew' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Club type' }), { target: { value: 'online' } });
    await waitFor(() => expect(listCalls(calls)).toContain('/api/clubs/?page=1&clubType=online&sortBy=last_activity&sortOrder=asc&showFollowedOnly=0&vehicle_type_id=0'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'member_count' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'desc' } });
    await waitFor(() => expect(listCalls(calls)).toContain('/api/clubs/?page=1&clubType=online&sortBy=member_count&sortOrder=desc&showFollowedOnly=0&vehicle_type_id=0'));
    expect(screen.getByRole('option', { name: 'Most first' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Gladiator' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Vehicle type' }), { target: { value: '2' } });
    await waitFor(() => expect(listCalls(calls)).toContain('/api/clubs/?page=1&clubType=online&sortBy=member_count&sortOrder=desc&showFollowedOnly=0&vehicle_type_id=2'));
    expect(screen.getByTestId('search').textContent).toBe('?clubType=online&sortBy=member_count&sortOrder=desc&vehicle_type_id=2');
  });

  it('searches once typing rests, with the words in the URL', async () => {
    const calls = serveApi();
    renderPage();
    await screen.findByRole('heading', { name: 'Moab Trail Crew' });
    const box = screen.getByRole('searchbox', { name: 'Search clubs' });
    fireEvent.change(box, { target: { value: 'mo' } });
    fireEvent.change(box, { target: { value: 'moa' } });
    fireEvent.change(box, { target: { value: 'moab' } });
    expect(listCalls(calls).some((url) => url.includes('search='))).toBe(false);
    await waitFor(() => expect(listCalls(calls)).toContain('/api/clubs/?page=1&search=moab&clubType=any&sortBy=last_activity&sortOrder=asc&showFollowedOnly=0&vehicle_type_id=0'));
    expect(listCalls(calls).filter((url) => url.includes('search='))).toHaveLength(1);
    expect(screen.getByTestId('search').textContent).toBe('?search=moab');
  });

  it('pages through the URL', async () => {
    const calls = serveApi(({ url }) => (/^\/api\/clubs\/\?/.test(url) ? { body: list([club(1, 'Moab Trail Crew')], url.includes('page=2') ? 2 : 1, 3) } : undefined));
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Next' }));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/clubs/?page=2&clubType=any&sortBy=last_activity&sortOrder=asc&showFollowedOnly=0&vehicle_type_id=0'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('offers "Clubs I joined" to members only', async () => {
    const calls = serveApi();
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: 'Moab Trail Crew' });
    expect(screen.queryByRole('checkbox', { name: 'Clubs I joined' })).toBeNull();
    unmount();
    signIn(user({}));
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Clubs I joined' }));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/clubs/?page=1&clubType=any&sortBy=last_activity&sortOrder=asc&showFollowedOnly=1&vehicle_type_id=0'));
  });

  it('/clubs/profile opens the list of the clubs the member joined', async () => {
    const calls = serveApi();
    signIn(user({}));
    renderInSite(
      <>
        <Routes>
          <Route path="/clubs/profile" element={<MyClubsRedirect />} />
          <Route path="/clubs" element={<ClubsPage />} />
        </Routes>
        <WhereAmI />
      </>,
      { url: '/clubs/profile' },
    );
    const joined = await screen.findByRole('checkbox', { name: 'Clubs I joined' });
    expect((joined as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('search').textContent).toBe('?showFollowedOnly=1');
    await waitFor(() => expect(listCalls(calls)).toContain('/api/clubs/?page=1&clubType=any&sortBy=last_activity&sortOrder=asc&showFollowedOnly=1&vehicle_type_id=0'));
  });

  it('lists the most recently active and the most viewed clubs, each under a heading that says which', async () => {
    serveApi(({ url }) => (url.startsWith('/api/clubs/most-viewed') ? { body: list([club(5, 'Popular Peaks', { view_count: 1234 })]) } : undefined));
    renderPage();
    const recent = await screen.findByRole('region', { name: 'Recently active clubs' });
    expect(recent.getAttribute('data-testid')).toBe('clubs-recent');
    expect(await within(recent).findByRole('link', { name: 'Fresh Tracks' })).toBeTruthy();
    const viewed = screen.getByTestId('clubs-most-viewed');
    expect(await within(viewed).findByText('1,234 views')).toBeTruthy();
  });
});

describe('registering from the list', () => {
  it('offers "Register a club" to a member with sg_can_add_group', async () => {
    serveApi();
    signIn(user({ sg_can_add_group: true }));
    renderPage();
    expect((await screen.findByRole('link', { name: 'Register a club' })).getAttribute('href')).toBe('/clubs/create');
  });

  it('tells a free member and an incomplete account why they cannot', async () => {
    serveApi();
    signIn(user({ username: 'rookie' }));
    const { unmount } = renderPage();
    expect((await screen.findByTestId('register-note')).textContent).toMatch(/benefit of paid membership/);
    expect(screen.queryByRole('link', { name: 'Register a club' })).toBeNull();
    unmount();
    signIn(user({ username: 'rookie' }), 'account_incomplete');
    renderPage();
    expect((await screen.findByTestId('register-note')).textContent).toMatch(/complete and confirm your account/);
  });
});

describe('the map', () => {
  it('groups the clubs by state and province when the site has no Google Maps key', async () => {
    const map: ClubsMapResponse = {
      clubs: [
        { id: 1, slug: 'a', name: 'Moab Trail Crew', avatar_url: null, view_url: '/clubs/a', member_count: 3, vehicle_type_id: 0, city: 'Moab', state: 'UT', country: 'US', latitude: 38, longitude: -109 },
        { id: 2, slug: 'b', name: 'Rockies North', avatar_url: null, view_url: '/clubs/b', member_count: 1, vehicle_type_id: 0, city: 'Calgary', state: 'AB', country: 'CA', latitude: 51, longitude: -114 },
        { id: 3, slug: 'c', name: 'Front Range', avatar_url: null, view_url: '/clubs/c', member_count: 5, vehicle_type_id: 0, city: 'Denver', state: 'CO', country: 'US', latitude: 39, longitude: -104 },
      ],
    };
    const calls = serveApi(({ url }) => (url.startsWith('/api/clubs/map') ? { body: map } : undefined));
    bus.vehicleType$.next(1);
    renderPage('/clubs?view=map');
    const groups = await screen.findByTestId('clubs-by-state');
    expect(within(groups).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['CO, United States 1', 'UT, United States 1', 'AB, Canada 1']);
    expect(within(groups).getByRole('link', { name: 'Rockies North' }).getAttribute('href')).toBe('/clubs/b');
    expect(calls.map((call) => call.url)).toContain('/api/clubs/map?vehicle_type_id=1');
  });
});

describe('the review queue', () => {
  const pending = (clubs: ClubDetail[]): ClubsReviewResponse => ({ clubs, pagination: { current_page: 1, last_page: 1, per_page: 20, total: clubs.length } });

  it('is not there for a member', async () => {
    const calls = serveApi();
    signIn(user({}));
    renderPage('/clubs?view=review');
    await screen.findByRole('heading', { name: 'Moab Trail Crew' });
    expect(screen.queryByTestId('review-tab')).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/clubs/review'))).toBe(false);
  });

  it('shows a moderator the waiting clubs; approving takes one off the queue at once with a snackbar', async () => {
    const queue = [detail(41, 'Desert Rats', { description: '<p>Sand and more sand.</p>' }), detail(42, 'Great Lakes Gladiators')];
    let approved = false;
    const calls = serveApi(({ url, method }) => {
      if (method === 'POST' && url === '/api/clubs/41/review') {
        approved = true;
        return { body: { club: { ...queue[0], club_state: 'approved' } } };
      }
      if (url.startsWith('/api/clubs/review')) return { body: pending(queue) };
      return undefined;
    });
    // After the approval the queue is never fetched again: what the page shows is its own update.
    const answer = global.fetch;
    global.fetch = jest.fn((url: string, init?: RequestInit) => (approved && url.startsWith('/api/clubs/review') ? new Promise<Response>(() => undefined) : answer(url, init))) as unknown as typeof fetch;
    const snacks: SnackbarMessage[] = [];
    const subscription = bus.snackbar.subscribe((message) => snacks.push(message));
    signIn(user({ username: 'moderator', is_moderator: true }));
    renderPage();
    const tab = await screen.findByTestId('review-tab');
    await waitFor(() => expect(tab.textContent).toBe('Waiting for review2'));
    fireEvent.click(tab);
    const [first] = await screen.findAllByTestId('pending-club');
    expect(within(first).getByRole('link', { name: 'member' }).getAttribute('href')).toBe('/members/member.3/');
    expect(within(first).getByTestId('pending-place').textContent).toBe('125 E Center St, Moab, UT 84532, US');
    expect(within(first).getByText('Sand and more sand.')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Approve Desert Rats' }));
    await waitFor(() => expect(screen.getAllByTestId('pending-club')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Desert Rats' })).toBeNull();
    expect(tab.textContent).toBe('Waiting for review1');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'approve' });
    expect(snacks).toContainEqual({ status: 'success', message: '“Desert Rats” is approved: members can find and join it now.' });
    subscription.unsubscribe();
  });

  it('rejects only with a reason, which is sent to the API', async () => {
    const queue = [detail(41, 'Desert Rats')];
    const calls = serveApi(({ url, method }) => {
      if (url.startsWith('/api/clubs/review')) return { body: pending(method === 'GET' && calls.some((call) => call.method === 'POST') ? [] : queue) };
      if (method === 'POST' && url === '/api/clubs/41/review') return { body: { club: { ...queue[0], club_state: 'rejected' } } };
      return undefined;
    });
    signIn(user({ username: 'admin', is_admin: true }));
    renderPage('/clubs?view=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Desert Rats' }));
    const dialog = await screen.findByTestId('reject-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject club' }));
    expect(await within(dialog).findByText(MESSAGES.clubRejectReason)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Duplicate of Moab Trail Crew' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject club' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'reject', reason: 'Duplicate of Moab Trail Crew' }));
    expect(await screen.findByTestId('review-empty')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('reject-dialog')).toBeNull());
  });
});
