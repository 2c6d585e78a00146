// Test data for the club pages' jest tests (never shipped: only *.test.tsx files import it).
import type { ClubDetail, ClubMember, UserSummary } from '@trailhead/shared-kernel/types';

export const person = (user_id: number, username: string): UserSummary => ({ user_id, username, avatar_urls: { h: null }, view_url: `/members/${username}.${user_id}/` }) as UserSummary;

export function clubDetail(change: Partial<ClubDetail> = {}): ClubDetail {
  return {
    id: 7,
    slug: 'red-rock-crawlers',
    name: 'Red Rock Crawlers',
    description: '<p>Weekend <strong>crawls</strong> around Moab.</p>',
    cover_url: null,
    avatar_url: null,
    view_url: '/clubs/red-rock-crawlers',
    is_joined: false,
    can_join: true,
    is_owner: false,
    member_count: 12,
    last_activity: 1_780_000_000,
    vehicle_type_id: 0,
    custom_fields: {
      president: 'Dana Whitfield',
      location_type: 'physical',
      location: null,
      city: 'Moab',
      state: 'UT',
      zipcode: '84532',
      country: 'US',
      address: '125 E Center St',
      latitude: 38.57,
      longitude: -109.55,
      website: 'https://redrock.example.com',
      vin: null,
    },
    club_state: 'approved',
    member_state: 'none',
    can_admin: false,
    can_post: false,
    view_count: 40,
    created_at: 1_760_000_000,
    Owner: person(9, 'trailboss'),
    reject_reason: null,
    join_refusal: null,
    profile_incomplete: false,
    discussion_count: 4,
    upcoming_event_count: 2,
    ...change,
  };
}

export function clubMember(user: UserSummary, change: Partial<ClubMember> = {}): ClubMember {
  return { User: user, member_state: 'valid', join_date: 1_770_000_000, is_owner: false, ban_reason: null, banned_at: null, ...change };
}

export type ApiAnswer = { status?: number; body: unknown };
export type ApiHandler = (url: string, init: RequestInit) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

/** Replaces fetch: each call is answered by the handler, else 404 (the API's error shape). */
export function serveApi(handle: ApiHandler) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const answer = (await handle(url, init)) ?? { status: 404, body: { errors: [{ code: 'not_found', message: 'no club details found' }] } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made to a URL with a method (POST, DELETE…). */
export const callsTo = (fetchMock: jest.Mock, method: string, url: string) => fetchMock.mock.calls.filter(([called, init]) => called === url && (init?.method ?? 'GET') === method);
