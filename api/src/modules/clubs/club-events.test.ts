import type { ClubEventResponse, EventAttendingResponse, EventResponse, EventsResponse } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import { PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { EVENT_MESSAGES } from '../events/event-permissions';
import { makeEvent } from '../events/rsvp-test-fixtures';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import { CLUB_ROLES, clubLastActivity, makeClubWorld, type ClubRole, type ClubWorld } from './club-events.fixtures';

const DAY = 86_400;

describe('club events (spec §7 Club events)', () => {
  let t: TestApp;
  let world: ClubWorld;
  const as = {} as Record<ClubRole, string>;
  const now = nowSeconds();
  const start = Math.floor(now / 3600) * 3600 + 10 * DAY;

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Club ride',
    description: '<p>Meet at the <strong>trailhead</strong>.<script>alert(1)</script></p>',
    kind: 'ride',
    start_date: start,
    end_date: start + 6 * 3600,
    timezone: 'America/Denver',
    region: 'rocky-mountains',
    location_name: 'Sand Flats',
    city: 'Moab',
    state: 'UT',
    latitude: 38.58,
    longitude: -109.51,
    rigs_no: 12,
    vehicle_type_id: 0,
    visibility: 'everyone',
    ...overrides,
  });
  const tables: Array<keyof Database> = ['events', 'event_people', 'event_series', 'threads', 'posts', 'event_attendees', 'event_waitlist', 'alerts'];
  const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(t.db, table)])));
  const host = async (cookie: string, overrides: Record<string, unknown> = {}) => {
    const reply = await post(t.app, `/api/clubs/${world.clubId}/events`, form(overrides), cookie);
    expect(reply.statusCode).toBe(200);
    return json<EventResponse>(reply).event;
  };
  const errorOf = (reply: { body: string }) => json(reply as never).errors[0];

  beforeAll(async () => {
    t = await build({ seed: async (db) => void (world = await makeClubWorld(db)) });
    for (const role of CLUB_ROLES) as[role] = await loginAs(t.app, role, PASSWORD);
  });
  afterAll(() => t.close());

  describe('POST /clubs/{id}/events (host a club event)', () => {
    it('lets a club member host one without a paid membership: the event, its discussion and the club’s activity belong to the club', async () => {
      const before = await clubLastActivity(t.db, world.clubId);
      const event = await host(as.clubber, { title: 'Clubber’s ride' });
      expect(event).toMatchObject({ title: 'Clubber’s ride', club_id: world.clubId, view_url: `/clubs/moab-crew/events/${event.event_id}`, viewer: { can_edit: true, can_rsvp: true } });
      expect(event.description).not.toContain('script');
      const thread = await t.db.selectFrom('threads').select(['club_id', 'discussion_type']).where('thread_id', '=', event.thread_id!).executeTakeFirstOrThrow();
      expect(thread).toEqual({ club_id: world.clubId, discussion_type: 'event' });
      expect(await clubLastActivity(t.db, world.clubId)).toBeGreaterThan(before);
    });

    it('lets moderators and admins host in any club, and the owner in their own', async () => {
      for (const role of ['moderator', 'admin', 'owner'] as const) expect((await host(as[role])).club_id).toBe(world.clubId);
    });

    it.each([
      ['a visitor', undefined, 401, 'Please login in to see the content of the page.'],
      ['a banned account', 'outlaw', 403, 'Your account has been blocked.'],
      ['an incomplete account', 'newbie', 403, CLUB_MESSAGES.accountIncomplete],
      ['a free member who is not in the club', 'rookie', 403, CLUB_MESSAGES.notMember],
      ['a paid member who is not in the club', 'member', 403, CLUB_MESSAGES.notMember],
      ['a member banned from the club', 'banned', 403, CLUB_MESSAGES.banned],
    ] as const)('refuses %s (%s) and writes nothing', async (_who, role, status, message) => {
      const before = await counts();
      const reply = await post(t.app, `/api/clubs/${world.clubId}/events`, form(), role ? as[role] : undefined);
      expect(reply.statusCode).toBe(status);
      if (role) expect(errorOf(reply).message).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('a club waiting for review: 404 to a member, no events yet for its owner nor for moderators (409)', async () => {
      const before = await counts();
      const hidden = await post(t.app, `/api/clubs/${world.pendingClubId}/events`, form(), as.member);
      expect(hidden.statusCode).toBe(404);
      expect(errorOf(hidden).message).toBe(CLUB_MESSAGES.notFound);
      for (const role of ['owner', 'moderator', 'admin'] as const) {
        const refused = await post(t.app, `/api/clubs/${world.pendingClubId}/events`, form(), as[role]);
        expect([role, refused.statusCode, errorOf(refused).message]).toEqual([role, 409, CLUB_MESSAGES.notApproved]);
      }
      expect(await counts()).toEqual(before);
    });

    it('bad input is a 400 with a clear message; unknown and huge club ids are 404 and 400; nothing written', async () => {
      const before = await counts();
      const noTitle = await post(t.app, `/api/clubs/${world.clubId}/events`, form({ title: '' }), as.clubber);
      expect(noTitle.statusCode).toBe(400);
      expect(errorOf(noTitle).message).toBe(MESSAGES.eventRequired);
      const badEnd = await post(t.app, `/api/clubs/${world.clubId}/events`, form({ end_date: start - 3600 }), as.clubber);
      expect(badEnd.statusCode).toBe(400);
      const text = await t.app.inject({ method: 'POST', url: `/api/clubs/${world.clubId}/events`, headers: { cookie: as.clubber, 'content-type': 'application/json' }, payload: '"a ride"' });
      expect(text.statusCode).toBe(400);
      expect((await post(t.app, '/api/clubs/999999/events', form(), as.clubber)).statusCode).toBe(404);
      expect((await post(t.app, '/api/clubs/99999999999/events', form(), as.clubber)).statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('accepts the form urlencoded, as the spec’s forms come', async () => {
      const fields = form({ title: 'Urlencoded ride' });
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/clubs/${world.clubId}/events`,
        headers: { cookie: as.clubber, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      });
      expect(reply.statusCode).toBe(200);
      expect(json<EventResponse>(reply).event).toMatchObject({ title: 'Urlencoded ride', club_id: world.clubId });
    });
  });

  describe('POST /clubs/events (club_id in the form)', () => {
    it('hosts in the club named; refuses a missing club_id (400) and a club the member is not in (403)', async () => {
      const made = await post(t.app, '/api/clubs/events', { ...form({ title: 'Named club ride' }), club_id: world.clubId }, as.clubber);
      expect(made.statusCode).toBe(200);
      expect(json<EventResponse>(made).event).toMatchObject({ title: 'Named club ride', club_id: world.clubId });
      const before = await counts();
      const missing = await post(t.app, '/api/clubs/events', form(), as.clubber);
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).message).toBe('club_id is required: the club the event belongs to.');
      expect((await post(t.app, '/api/clubs/events', { ...form(), club_id: 'x' }, as.clubber)).statusCode).toBe(400);
      const outsider = await post(t.app, '/api/clubs/events', { ...form(), club_id: world.clubId }, as.member);
      expect(outsider.statusCode).toBe(403);
      expect((await post(t.app, '/api/clubs/events', { ...form(), club_id: world.clubId })).statusCode).toBe(401);
      expect(await counts()).toEqual(before);
    });
  });

  describe('reading club events', () => {
    let upcoming: number;
    let past: number;
    let membersOnly: number;
    let pendingEvent: number;
    let siteEvent: number;

    beforeAll(async () => {
      upcoming = await makeEvent(t.db, world.ids.owner, { title: 'Club upcoming', club_id: world.clubId, start_date: now + 3 * DAY });
      past = await makeEvent(t.db, world.ids.owner, { title: 'Club past', club_id: world.clubId, start_date: now - 30 * DAY });
      membersOnly = await makeEvent(t.db, world.ids.owner, { title: 'Club members only', club_id: world.clubId, visibility: 'members', start_date: now + 4 * DAY });
      pendingEvent = await makeEvent(t.db, world.ids.owner, { title: 'Pending club event', club_id: world.pendingClubId, start_date: now + 2 * DAY });
      siteEvent = await makeEvent(t.db, world.ids.member, { title: 'Site ride', start_date: now + 5 * DAY });
    });

    const titles = (body: EventsResponse) => body.events.map((event) => event.title);

    it('GET /clubs/{idOrSlug}/events lists the club’s events only (by slug or id), upcoming or past, by the events’ own visibility', async () => {
      const bySlug = json<EventsResponse>(await get(t.app, '/api/clubs/moab-crew/events'));
      expect(titles(bySlug)).toContain('Club upcoming');
      expect(titles(bySlug)).not.toContain('Site ride');
      expect(titles(bySlug)).not.toContain('Club past');
      expect(titles(bySlug)).not.toContain('Club members only');
      expect(bySlug.events.find((event) => event.event_id === upcoming)?.view_url).toBe(`/clubs/moab-crew/events/${upcoming}`);
      const byId = json<EventsResponse>(await get(t.app, `/api/clubs/${world.clubId}/events`, as.rookie));
      expect(titles(byId)).toContain('Club members only');
      const pastList = json<EventsResponse>(await get(t.app, '/api/clubs/moab-crew/events?past_events=1'));
      expect(pastList.events.map((event) => [event.event_id, event.is_past])).toEqual([[past, true]]);
      expect(pastList.pagination).toMatchObject({ current_page: 1 });
    });

    it('a club waiting for review lists its events to its owner and moderators only; an unknown club is a 404', async () => {
      for (const cookie of [undefined, as.member]) {
        const hidden = await get(t.app, '/api/clubs/waiting-club/events', cookie);
        expect(hidden.statusCode).toBe(404);
        expect(errorOf(hidden).message).toBe(CLUB_MESSAGES.notFound);
      }
      expect(titles(json(await get(t.app, '/api/clubs/waiting-club/events', as.owner)))).toEqual(['Pending club event']);
      expect(titles(json(await get(t.app, '/api/clubs/waiting-club/events', as.moderator)))).toEqual(['Pending club event']);
      expect((await get(t.app, '/api/clubs/no-such-club/events')).statusCode).toBe(404);
      expect((await get(t.app, '/api/clubs/99999999999/events')).statusCode).toBe(404);
      expect((await get(t.app, '/api/clubs/moab-crew/events?page=0')).statusCode).toBe(400);
      expect((await get(t.app, '/api/clubs/moab-crew/events?region=mars')).statusCode).toBe(400);
    });

    it('GET /events shows an approved club’s events with their club page as view_url, never a pending club’s', async () => {
      const list = json<EventsResponse>(await get(t.app, '/api/events'));
      const clubEvent = list.events.find((event) => event.event_id === upcoming);
      expect(clubEvent).toMatchObject({ club_id: world.clubId, view_url: `/clubs/moab-crew/events/${upcoming}` });
      expect(list.events.find((event) => event.event_id === siteEvent)?.view_url).toBe(`/events/${siteEvent}`);
      for (const cookie of [undefined, as.owner, as.moderator]) {
        expect(json<EventsResponse>(await get(t.app, '/api/events', cookie)).events.map((event) => event.event_id)).not.toContain(pendingEvent);
      }
      // …and the engine's own page of it goes through the club's rules too.
      expect((await get(t.app, `/api/events/${pendingEvent}`)).statusCode).toBe(404);
      expect((await get(t.app, `/api/events/${pendingEvent}`, as.owner)).statusCode).toBe(200);
    });

    it('GET /clubs/events/{id}: the event, its club, and the discussion’s first post and a page of posts on request', async () => {
      const made = await host(as.clubber, { title: 'Ride with talk' });
      const threadId = made.thread_id!;
      for (const text of ['First reply', 'Second reply']) {
        expect((await post(t.app, '/api/posts', { thread_id: threadId, message_html: `<p>${text}</p>` }, as.owner)).statusCode).toBe(200);
      }
      const plain = json<ClubEventResponse>(await get(t.app, `/api/clubs/events/${made.event_id}`));
      expect(plain).toMatchObject({ event: { event_id: made.event_id, title: 'Ride with talk' }, club: { id: world.clubId, slug: 'moab-crew' } });
      expect(plain.first_post).toBeUndefined();
      expect(plain.posts).toBeUndefined();
      const full = json<ClubEventResponse>(await get(t.app, `/api/clubs/events/${made.event_id}?with_first_post=1&with_posts=1`, as.rookie));
      expect(full.first_post).toMatchObject({ position: 1, thread_id: threadId });
      expect(full.posts?.map((p) => p.message_html)).toEqual([expect.stringContaining('Meet at the'), '<p>First reply</p>', '<p>Second reply</p>']);
      expect(full.pagination).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
      expect(full.event.viewer).toMatchObject({ can_rsvp: false, rsvp_refusal: CLUB_MESSAGES.notMember });
      const page2 = json<ClubEventResponse>(await get(t.app, `/api/clubs/events/${made.event_id}?with_posts=1&page=2`));
      expect(page2.posts).toEqual([]);
      expect(json<ClubEventResponse>(await get(t.app, `/api/clubs/events/${made.event_id}`, as.clubber)).event.viewer).toMatchObject({ can_rsvp: true, rsvp_refusal: null });
    });

    it('GET /clubs/events/{id}: 404 “no club events found” for a site event, an unknown one, a pending club’s (to others) and a members-only one (to visitors)', async () => {
      for (const [id, cookie] of [[siteEvent, undefined], [999_999, undefined], [pendingEvent, as.member], [membersOnly, undefined]] as const) {
        const reply = await get(t.app, `/api/clubs/events/${id}`, cookie);
        expect(reply.statusCode).toBe(404);
        expect(errorOf(reply).message).toBe(CLUB_MESSAGES.noClubEvents);
      }
      expect((await get(t.app, `/api/clubs/events/${membersOnly}`, as.rookie)).statusCode).toBe(200);
      expect((await get(t.app, `/api/clubs/events/${pendingEvent}`, as.owner)).statusCode).toBe(200);
      expect((await get(t.app, '/api/clubs/events/99999999999')).statusCode).toBe(400);
      expect((await get(t.app, `/api/clubs/events/${upcoming}?with_posts=2`)).statusCode).toBe(400);
    });

    it('GET /clubs/events/{id}/attending: who attends and waits; 404 for a site event', async () => {
      const attending = await get(t.app, `/api/clubs/events/${upcoming}/attending`);
      expect(json<EventAttendingResponse>(attending)).toEqual({ attending: [], waitlist: [] });
      expect((await get(t.app, `/api/clubs/events/${siteEvent}/attending`)).statusCode).toBe(404);
      expect((await get(t.app, `/api/clubs/events/${pendingEvent}/attending`)).statusCode).toBe(404);
    });
  });

  describe('POST /clubs/events/{id}/attend', () => {
    const attend = (eventId: number, value: unknown, cookie?: string) => post(t.app, `/api/clubs/events/${eventId}/attend`, { attend: value }, cookie);

    it('club members RSVP, and join the waitlist when it is full; leaving promotes the next', async () => {
      const eventId = await makeEvent(t.db, world.ids.owner, { title: 'Small club ride', club_id: world.clubId, rigs_no: 1 });
      const joined = await attend(eventId, 1, as.clubber);
      expect(joined.statusCode).toBe(200);
      expect(json<EventResponse>(joined).event).toMatchObject({ attending_count: 1, viewer: { rsvp: 'attending' } });
      const waiting = await attend(eventId, 1, as.moderator);
      expect(json<EventResponse>(waiting).event).toMatchObject({ attending_count: 1, waitlist_count: 1, viewer: { rsvp: 'waitlisted', waitlist_position: 1 } });
      expect(json<EventResponse>(await attend(eventId, 0, as.clubber)).event).toMatchObject({ attending_count: 1, waitlist_count: 0, viewer: { rsvp: 'none' } });
      const list = json<EventAttendingResponse>(await get(t.app, `/api/clubs/events/${eventId}/attending`));
      expect(list.attending.map((u) => u.username)).toEqual(['moderator']);
    });

    it.each([
      ['a visitor', undefined, 401],
      ['a banned account', 'outlaw', 403],
      ['an incomplete account', 'newbie', 403],
      ['a member who is not in the club', 'member', 403],
      ['a free member who is not in the club', 'rookie', 403],
      ['a member banned from the club', 'banned', 403],
    ] as const)('refuses %s, here and through /events/{id}/attend, writing nothing', async (_who, role, status) => {
      const eventId = await makeEvent(t.db, world.ids.owner, { title: 'Members ride', club_id: world.clubId });
      const before = await counts();
      for (const url of [`/api/clubs/events/${eventId}/attend`, `/api/events/${eventId}/attend`]) {
        const reply = await post(t.app, url, { attend: 1 }, role ? as[role] : undefined);
        expect(reply.statusCode).toBe(status);
        if (role === 'member' || role === 'rookie') expect(errorOf(reply).message).toBe(CLUB_MESSAGES.notMember);
      }
      expect(await counts()).toEqual(before);
    });

    it('bad input: attend missing is 400 “rsvp not set”; a site event is 404; nothing written', async () => {
      const eventId = await makeEvent(t.db, world.ids.owner, { club_id: world.clubId });
      const siteEvent = await makeEvent(t.db, world.ids.member);
      const before = await counts();
      const unset = await post(t.app, `/api/clubs/events/${eventId}/attend`, {}, as.clubber);
      expect(unset.statusCode).toBe(400);
      expect(errorOf(unset).message).toBe(EVENT_MESSAGES.rsvpNotSet);
      expect((await attend(siteEvent, 1, as.clubber)).statusCode).toBe(404);
      expect((await attend(99_999_999_999, 1, as.clubber)).statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });

  describe('editing and cancelling a club event (organisers, as the engine decides)', () => {
    it('the host edits and cancels; others are refused; a site event is a 404 here', async () => {
      const event = await host(as.clubber, { title: 'To be edited' });
      const refused = await post(t.app, `/api/clubs/events/${event.event_id}`, { title: 'Hijacked' }, as.owner);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(EVENT_MESSAGES.notOrganiser);
      expect((await post(t.app, `/api/clubs/events/${event.event_id}`, { title: 'Hijacked' })).statusCode).toBe(401);
      const edited = await post(t.app, `/api/clubs/events/${event.event_id}`, { title: 'Edited ride' }, as.clubber);
      expect(edited.statusCode).toBe(200);
      expect(json<EventResponse>(edited).event).toMatchObject({ title: 'Edited ride', club_id: world.clubId });
      const badEdit = await post(t.app, `/api/clubs/events/${event.event_id}`, { title: 'x'.repeat(500) }, as.clubber);
      expect(badEdit.statusCode).toBe(400);

      const noReason = await post(t.app, `/api/clubs/events/${event.event_id}/cancel`, {}, as.clubber);
      expect(noReason.statusCode).toBe(400);
      expect((await post(t.app, `/api/clubs/events/${event.event_id}/cancel`, { reason: 'Snow' }, as.rookie)).statusCode).toBe(403);
      const cancelled = await post(t.app, `/api/clubs/events/${event.event_id}/cancel`, { reason: 'Snow on the pass' }, as.clubber);
      expect(cancelled.statusCode).toBe(200);
      expect(json<EventResponse>(cancelled).event).toMatchObject({ is_cancelled: true, cancel_reason: 'Snow on the pass' });

      const siteEvent = await makeEvent(t.db, world.ids.member);
      expect((await post(t.app, `/api/clubs/events/${siteEvent}`, { title: 'x' }, as.member)).statusCode).toBe(404);
      expect((await post(t.app, `/api/clubs/events/${siteEvent}/cancel`, { reason: 'x' }, as.member)).statusCode).toBe(404);
    });
  });

  it('a new club event shows in the club’s list and in GET /events at once (the lists’ cache is forgotten)', async () => {
    // Read the lists first so they are cached.
    await get(t.app, '/api/clubs/moab-crew/events');
    await get(t.app, '/api/events');
    const event = await host(as.clubber, { title: 'Fresh club ride' });
    const club = json<EventsResponse>(await get(t.app, '/api/clubs/moab-crew/events'));
    expect(club.events.map((e) => e.event_id)).toContain(event.event_id);
    const site = json<EventsResponse>(await get(t.app, '/api/events'));
    expect(site.events.map((e) => e.event_id)).toContain(event.event_id);
    await post(t.app, `/api/clubs/events/${event.event_id}/attend`, { attend: 1 }, as.owner);
    const after = json<EventsResponse>(await get(t.app, '/api/clubs/moab-crew/events')).events.find((e) => e.event_id === event.event_id);
    expect(after?.attending_count).toBe(1);
  });
});
