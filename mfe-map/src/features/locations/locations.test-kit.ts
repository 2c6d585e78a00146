// For the jest tests of this feature only: a fetch that answers the locations API from a table.
import type { LocationDetail, MediaItem, UserSummary } from '@trailhead/shared-kernel/types';

export type Call = { url: string; method: string; body: unknown };
export type Reply = { status: number; body: unknown };
type Route = (call: Call) => Reply | Promise<Reply> | undefined;

/** Routes are tried in order; the first answer wins; anything else is a 404. */
export function fakeApi(...routes: Route[]) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', body: init.body };
    calls.push(call);
    let reply: Reply | undefined;
    for (const route of routes) {
      reply = await route(call);
      if (reply) break;
    }
    const { status, body } = reply ?? { status: 404, body: { errors: [{ code: 'not_found', message: 'Not found' }] } };
    return { ok: status < 400, status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export const on =
  (method: string, path: string | RegExp, reply: Reply | ((call: Call) => Reply | Promise<Reply>)): Route =>
  (call) => {
    const url = call.url.replace(/^\/api/, '');
    const matches = typeof path === 'string' ? url === path || url.startsWith(`${path}?`) : path.test(url);
    if (call.method !== method || !matches) return undefined;
    return typeof reply === 'function' ? reply(call) : reply;
  };

export const member = { user_id: 3, username: 'member', view_url: '/members/member.3/', avatar_urls: { h: null } } as UserSummary;

export const location = (changes: Partial<LocationDetail> = {}): LocationDetail => ({
  location_id: 7,
  name: 'Hell’s Revenge trailhead',
  location_type: 'trailhead',
  address: 'Sand Flats Rd',
  city: 'Moab',
  state: 'UT',
  country: 'US',
  latitude: 38.58,
  longitude: -109.52,
  vehicle_type_id: null,
  rating: 4.5,
  rating_count: 2,
  media_count: 1,
  view_url: '/map?location=7',
  description: 'Slickrock fins.',
  user: member,
  created_at: 1_700_000_000,
  media_category_id: 11,
  user_rating: null,
  can_rate: true,
  can_add_media: true,
  ...changes,
});

export const photo = (media_id: number, changes: Partial<MediaItem> = {}): MediaItem => ({
  media_id,
  category_id: 11,
  url: `/api/media/files/${media_id}.png`,
  thumbnail_url: `/api/media/files/${media_id}.png`,
  width: 10,
  height: 10,
  title: '',
  user: member,
  created_at: 1_700_000_000,
  can_delete: true,
  ...changes,
});

export const TYPES = {
  values: { trailhead: 'Trailhead', campground: 'Campground' },
  default: 'trailhead',
  icons: { trailhead: 'trailhead', campground: 'campground' },
};

/** What a FormData body holds, as plain strings (files by name). */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  (body as FormData).forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : (value as File).name;
  });
  return fields;
}
