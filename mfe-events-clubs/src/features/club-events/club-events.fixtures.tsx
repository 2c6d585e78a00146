// For the club events tests only: a club, the layout's context around a page, and a fake API.
import type { ReactNode } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import type { ClubDetail, EventDetail, TrailEvent, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ClubContext } from '../club-layout';

export const person = (user_id: number, username: string): UserSummary => ({ user_id, username, avatar_urls: { h: null }, view_url: `/members/${username}.${user_id}/` }) as UserSummary;

export const club = (change: Partial<ClubDetail> = {}): ClubDetail =>
  ({
    id: 7,
    slug: 'moab-rock-crawlers',
    name: 'Moab Rock Crawlers',
    description: '',
    cover_url: null,
    avatar_url: null,
    view_url: '/clubs/moab-rock-crawlers',
    is_joined: true,
    can_join: false,
    is_owner: false,
    member_count: 12,
    last_activity: 1_780_000_000,
    vehicle_type_id: 0,
    custom_fields: { president: null, location_type: 'online' },
    club_state: 'approved',
    member_state: 'valid',
    can_admin: false,
    can_post: true,
    view_count: 0,
    created_at: 1_770_000_000,
    Owner: person(9, 'trailboss'),
    reject_reason: null,
    join_refusal: null,
    profile_incomplete: false,
    discussion_count: 0,
    upcoming_event_count: 1,
    ...change,
  }) as ClubDetail;

export const clubEvent = (change: Partial<EventDetail> = {}, viewer: Partial<EventDetail['viewer']> = {}): EventDetail => ({
  event_id: 42,
  title: 'Fins and Things run',
  description: '<p>Air down at the lot.</p>',
  kind: 'ride',
  start_date: 1_780_754_400,
  end_date: 1_780_772_400,
  timezone: 'America/Denver',
  registration_deadline: null,
  region: 'southwest',
  location_name: 'Sand Flats',
  address: null,
  city: 'Moab',
  state: 'UT',
  latitude: null,
  longitude: null,
  rigs_no: 3,
  attending_count: 2,
  waitlist_count: 0,
  vehicle_type_id: 0,
  members_first_until: null,
  series_id: null,
  occurrence_index: 0,
  is_past: false,
  is_cancelled: false,
  club_id: 7,
  view_url: '/clubs/moab-rock-crawlers/events/42',
  User: person(9, 'trailboss'),
  terrain_type: null,
  difficulty_level: null,
  distance: null,
  distance_unit: null,
  communication_channel: null,
  tickets_url: null,
  visibility: 'everyone',
  recurrence: null,
  organizers: [person(9, 'trailboss')],
  sponsors: [],
  officials: [],
  admins: [],
  thread_id: null,
  thread_view_url: null,
  cancel_reason: null,
  cancelled_at: null,
  ics_url: '/api/events/42/calendar.ics',
  viewer: { rsvp: 'none', waitlist_position: null, can_rsvp: true, rsvp_refusal: null, rsvp_opens_at: null, can_edit: false, can_cancel: false, can_invite: false, is_invited: false, ...viewer },
  ...change,
});

export const listed = (event: EventDetail): TrailEvent => event;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are compared with toMatchObject
export type Call = { url: string; method: string; body: any };
export type Reply = { status?: number; body: unknown };

/** Each request answered by `answer` (undefined: 404); every call is kept, its JSON body parsed. */
export function fakeApi(answer: (call: Call) => Reply | undefined | Promise<Reply | undefined>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const reply = (await answer(call)) ?? { status: 404, body: { errors: [{ code: 'not_found', message: 'no club events found' }] } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export function signIn(user: Partial<UserProfile> | null, status: 'valid' | 'account_incomplete' = 'valid') {
  bus.session$.next(
    user
      ? { status: { status, permission: 'full', message: null, details: { user_id: user.user_id ?? 3, username: user.username ?? 'member' } }, user: { user_id: 3, username: 'member', timezone: 'America/Denver', ...user } as UserProfile }
      : { status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null },
  );
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname + useLocation().search}</p>;
}

/** The page at `url` inside the club layout's context, with the club's routes as routes.tsx has them. */
export function renderInClub(page: ReactNode, { club: theClub = club(), url, path }: { club?: ClubDetail; url: string; path: string }) {
  return renderInSite(
    <ClubContext.Provider value={{ club: theClub, refresh: async () => undefined }}>
      <Routes>
        <Route path={`/clubs/:slug/${path}`} element={page} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </ClubContext.Provider>,
    { url },
  );
}
