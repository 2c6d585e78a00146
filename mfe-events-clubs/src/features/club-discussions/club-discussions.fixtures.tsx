// For the club discussions tests only: a club, the layout's context around a page, a fake API and a session.
import type { ReactNode } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import type { ClubDetail, ClubDiscussion, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ClubContext } from '../club-layout';

export const person = (user_id: number, username: string): UserSummary => ({ user_id, username, avatar_urls: { h: null }, view_url: `/members/${username}.${user_id}/` }) as UserSummary;

export const club = (change: Partial<ClubDetail> = {}): ClubDetail =>
  ({
    id: 7,
    slug: 'moab-rock-crawlers',
    name: 'Moab Rock Crawlers',
    view_url: '/clubs/moab-rock-crawlers',
    member_count: 12,
    club_state: 'approved',
    member_state: 'valid',
    can_join: false,
    can_admin: false,
    can_post: true,
    join_refusal: null,
    profile_incomplete: false,
    Owner: person(9, 'trailboss'),
    discussion_count: 1,
    ...change,
  }) as ClubDetail;

export const discussion = (change: Partial<ClubDiscussion> = {}): ClubDiscussion => ({
  thread_id: 81,
  title: 'Spring run to Hell’s Revenge',
  view_url: '/spring-run-to-hells-revenge-t.81/',
  club_view_url: '/clubs/moab-rock-crawlers/discussions/spring-run-to-hells-revenge.81',
  User: person(9, 'trailboss'),
  post_date: 1_780_000_000,
  last_post_date: 1_780_100_000,
  last_post_username: 'member',
  reply_count: 3,
  view_count: 40,
  ...change,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are compared with toMatchObject
export type Call = { url: string; method: string; body: any };
export type Reply = { status?: number; body: unknown };

/** Each request answered by `answer` (undefined: 404); every call is kept, its JSON body parsed. */
export function fakeApi(answer: (call: Call) => Reply | undefined | Promise<Reply | undefined>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const reply = (await answer(call)) ?? { status: 404, body: { errors: [{ code: 'not_found', message: 'no club details found' }] } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export function signIn(user: Partial<UserProfile> | null) {
  bus.session$.next(
    user
      ? { status: { status: 'valid', permission: 'full', message: null, details: { user_id: user.user_id ?? 3, username: user.username ?? 'member' } }, user: { user_id: 3, username: 'member', ...user } as UserProfile }
      : { status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null },
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** The page at `url` inside the club layout's context, under the club route as routes.tsx has it. */
export function renderInClub(page: ReactNode, { club: theClub = club(), url, path, refresh = async () => undefined }: { club?: ClubDetail; url: string; path: string; refresh?: () => Promise<unknown> }) {
  return renderInSite(
    <ClubContext.Provider value={{ club: theClub, refresh }}>
      <Routes>
        <Route path={`/clubs/:slug/${path}`} element={page} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </ClubContext.Provider>,
    { url },
  );
}
