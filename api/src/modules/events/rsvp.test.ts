import type { EventAttendingResponse, EventResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { EVENT_MESSAGES } from './event-permissions';
import { HOUR, makeEvent, makeRoleUsers, type RoleName } from './rsvp-test-fixtures';

const ROLES: RoleName[] = ['outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin', 'organiser'];

describe('RSVP: attend, waitlist, limit, cancel', () => {
  let t: TestApp;
  let ids: Record<RoleName, number>;
  const as = {} as Record<RoleName, string>;
  const now = nowSeconds();

  beforeAll(async () => {
    t = await build({ seed: async (db) => void (ids = await makeRoleUsers(db)) });
    for (const role of ROLES) as[role] = await loginAs(t.app, role, PASSWORD);
  });
  afterAll(() => t.close());

  const attend = (eventId: number, value: unknown, cookie?: string) => post(t.app, `/api/events/${eventId}/attend`, { attend: value }, cookie);
  const attending = async (eventId: number) => json<EventAttendingResponse>(await get(t.app, `/api/events/${eventId}/attending`));
  const names = (list: { username: string }[]) => list.map((user) => user.username);
  // Attendees who joined in the same second come in member order: compare them as a set.
  const attendees = async (eventId: number) => names((await attending(eventId)).attending).sort();
  const alertsOf = (userId: number, action: string) =>
    t.db.selectFrom('alerts').select(['content_id', 'extra_data', 'from_user_id']).where('user_id', '=', userId).where('action', '=', action).execute();
  const rsvpRows = async () => (await countRows(t.db, 'event_attendees')) + (await countRows(t.db, 'event_waitlist'));

  it('attend 1 joins, answers the event as the member now sees it, and attend 0 leaves', async () => {
    const eventId = await makeEvent(t.db, ids.organiser, { rigs_no: 5 });
    const joined = await attend(eventId, 1, as.rookie);
    expect(joined.statusCode).toBe(200);
    expect(json<EventResponse>(joined).event).toMatchObject({ event_id: eventId, attending_count: 1, waitlist_count: 0, viewer: { rsvp: 'attending' } });
    expect(names((await attending(eventId)).attending)).toEqual(['rookie']);
    // Pressing again changes nothing.
    expect(json<EventResponse>(await attend(eventId, '1', as.rookie)).event.attending_count).toBe(1);
    const left = await attend(eventId, 0, as.rookie);
    expect(json<EventResponse>(left).event).toMatchObject({ attending_count: 0, viewer: { rsvp: 'none' } });
  });

  it('a full event puts the member on the waitlist; a withdrawal promotes the first in the same write, alerted', async () => {
    const eventId = await makeEvent(t.db, ids.organiser, { rigs_no: 2, title: 'Small ride' });
    await attend(eventId, 1, as.member);
    await attend(eventId, 1, as.rookie);
    const third = json<EventResponse>(await attend(eventId, 1, as.newbie));
    expect(third.event).toMatchObject({ attending_count: 2, waitlist_count: 1, viewer: { rsvp: 'waitlisted', waitlist_position: 1 } });
    const fourth = json<EventResponse>(await attend(eventId, 1, as.moderator));
    expect(fourth.event.viewer).toMatchObject({ rsvp: 'waitlisted', waitlist_position: 2 });
    expect(await attendees(eventId)).toEqual(['member', 'rookie']);
    expect(names((await attending(eventId)).waitlist)).toEqual(['newbie', 'moderator']);

    const withdrawn = json<EventResponse>(await attend(eventId, 0, as.rookie));
    expect(withdrawn.event).toMatchObject({ attending_count: 2, waitlist_count: 1 });
    expect(await attendees(eventId)).toEqual(['member', 'newbie']);
    const promoted = await alertsOf(ids.newbie, 'event_promoted');
    expect(promoted).toEqual([expect.objectContaining({ content_id: eventId, from_user_id: null })]);
    expect(await alertsOf(ids.moderator, 'event_promoted')).toEqual([]);

    // Leaving the waitlist promotes nobody and alerts nobody.
    await attend(eventId, 0, as.moderator);
    expect(await attending(eventId)).toMatchObject({ waitlist: [] });
  });

  it('raising the limit promotes waitlisters in order; lowering it removes nobody; 0 is unlimited', async () => {
    const eventId = await makeEvent(t.db, ids.organiser, { rigs_no: 1, title: 'Tight ride' });
    for (const role of ['member', 'rookie', 'newbie', 'moderator'] as const) await attend(eventId, 1, as[role]);
    expect(await attending(eventId)).toMatchObject({ attending: [{ username: 'member' }], waitlist: [{ username: 'rookie' }, { username: 'newbie' }, { username: 'moderator' }] });

    const raised = await post(t.app, `/api/events/${eventId}/rsvp-limit`, { rigs_no: 2 }, as.organiser);
    expect(raised.statusCode).toBe(200);
    expect(json<EventResponse>(raised).event).toMatchObject({ rigs_no: 2, attending_count: 2, waitlist_count: 2 });
    expect(await attendees(eventId)).toEqual(['member', 'rookie']);
    expect(await alertsOf(ids.rookie, 'event_promoted')).toEqual([expect.objectContaining({ content_id: eventId })]);

    const lowered = json<EventResponse>(await post(t.app, `/api/events/${eventId}/rsvp-limit`, { rigs_no: 1 }, as.organiser));
    expect(lowered.event).toMatchObject({ rigs_no: 1, attending_count: 2, waitlist_count: 2 });

    const unlimited = json<EventResponse>(await post(t.app, `/api/events/${eventId}/rsvp-limit`, { rigs_no: 0 }, as.moderator));
    expect(unlimited.event).toMatchObject({ rigs_no: 0, attending_count: 4, waitlist_count: 0 });
  });

  it('the members-first window lets paid members and staff in first and tells a free member when it opens', async () => {
    const opens = now + 10 * HOUR;
    const eventId = await makeEvent(t.db, ids.organiser, { members_first_until: opens });
    const refused = await attend(eventId, 1, as.rookie);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errors[0]).toEqual({ code: 'members_first', message: EVENT_MESSAGES.membersFirst });
    expect((await attend(eventId, 1, as.member)).statusCode).toBe(200);
    expect((await attend(eventId, 1, as.moderator)).statusCode).toBe(200);
    expect(await attendees(eventId)).toEqual(['member', 'moderator']);
  });

  it.each([
    ['nothing', {}],
    ['2', { attend: 2 }],
    ['yes', { attend: 'yes' }],
    ['a list', { attend: [1] }],
  ])("attend %s is a 400 'rsvp not set' that writes nothing", async (_name, body) => {
    const eventId = await makeEvent(t.db, ids.organiser);
    const before = await rsvpRows();
    const response = await post(t.app, `/api/events/${eventId}/attend`, body, as.member);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].message).toBe(EVENT_MESSAGES.rsvpNotSet);
    expect(await rsvpRows()).toBe(before);
  });

  it('accepts an urlencoded form', async () => {
    const eventId = await makeEvent(t.db, ids.organiser);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/attend`,
      payload: 'attend=1',
      headers: { cookie: as.member, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(json<EventResponse>(response).event.viewer.rsvp).toBe('attending');
  });

  it('refuses visitors (401) and banned members (403); cancelled, finished and closed events (409); writes nothing', async () => {
    const open = await makeEvent(t.db, ids.organiser);
    const cancelled = await makeEvent(t.db, ids.organiser, { is_cancelled: true as never });
    const over = await makeEvent(t.db, ids.organiser, { start_date: now - 10 * HOUR, end_date: now - 5 * HOUR });
    const closed = await makeEvent(t.db, ids.organiser, { registration_deadline: now - HOUR });
    const before = await rsvpRows();
    expect((await attend(open, 1)).statusCode).toBe(401);
    expect((await attend(open, 0)).statusCode).toBe(401);
    expect((await attend(open, 1, as.outlaw)).statusCode).toBe(403);
    expect(json(await attend(cancelled, 1, as.member))).toMatchObject({ errors: [{ message: EVENT_MESSAGES.cancelled }] });
    expect((await attend(over, 1, as.member)).statusCode).toBe(409);
    expect(json(await attend(closed, 1, as.member))).toMatchObject({ errors: [{ message: EVENT_MESSAGES.registrationClosed }] });
    expect((await attend(999_999, 1, as.member)).statusCode).toBe(404);
    expect(await rsvpRows()).toBe(before);
  });

  it('an event the member may not see is a 404, as if it did not exist', async () => {
    const hidden = await makeEvent(t.db, ids.organiser, { visibility: 'none' });
    const response = await attend(hidden, 1, as.member);
    expect(response.statusCode).toBe(404);
    expect(json(response).errors[0].message).toBe(EVENT_MESSAGES.notFound);
    expect((await get(t.app, `/api/events/${hidden}/attending`, as.member)).statusCode).toBe(404);
    expect((await get(t.app, `/api/events/${hidden}/attending`, as.organiser)).statusCode).toBe(200);
  });

  describe('POST /events/{id}/rsvp-limit', () => {
    it.each([
      [undefined, 401],
      ['outlaw', 403],
      ['newbie', 403],
      ['rookie', 403],
      ['member', 403],
    ] as const)('refuses %s (%i) and writes nothing', async (role, status) => {
      const eventId = await makeEvent(t.db, ids.organiser, { rigs_no: 3 });
      const response = await post(t.app, `/api/events/${eventId}/rsvp-limit`, { rigs_no: 9 }, role ? as[role] : undefined);
      expect(response.statusCode).toBe(status);
      const row = await t.db.selectFrom('events').select('rigs_no').where('event_id', '=', eventId).executeTakeFirstOrThrow();
      expect(row.rigs_no).toBe(3);
    });

    it('lets a named organizer and the site admin change it', async () => {
      const eventId = await makeEvent(t.db, ids.organiser, { rigs_no: 3 });
      await t.db.insertInto('event_people').values({ event_id: eventId, user_id: ids.member, role: 'organizer', official_type: null }).execute();
      expect((await post(t.app, `/api/events/${eventId}/rsvp-limit`, { rigs_no: 4 }, as.member)).statusCode).toBe(200);
      expect((await post(t.app, `/api/events/${eventId}/rsvp-limit`, { rigs_no: 5 }, as.admin)).statusCode).toBe(200);
    });

    it.each([[{}], [{ rigs_no: -1 }], [{ rigs_no: 'many' }], [{ rigs_no: 1.5 }], [{ rigs_no: 10_000_000 }]])('refuses %j with a 400', async (body) => {
      const eventId = await makeEvent(t.db, ids.organiser, { rigs_no: 3 });
      expect((await post(t.app, `/api/events/${eventId}/rsvp-limit`, body, as.organiser)).statusCode).toBe(400);
    });
  });

  describe('POST /events/{id}/cancel', () => {
    it('cancels with the reason, alerts attendees and waitlisters, and answers the cancelled event; twice is a 409', async () => {
      const eventId = await makeEvent(t.db, ids.organiser, { rigs_no: 1, title: 'Doomed ride' });
      await attend(eventId, 1, as.member);
      await attend(eventId, 1, as.rookie);
      const response = await post(t.app, `/api/events/${eventId}/cancel`, { reason: '  Flash flood warning  ' }, as.organiser);
      expect(response.statusCode).toBe(200);
      expect(json<EventResponse>(response).event).toMatchObject({ is_cancelled: true, cancel_reason: 'Flash flood warning', viewer: { can_cancel: false } });
      const row = await t.db.selectFrom('events').select(['is_cancelled', 'cancelled_by', 'cancelled_at']).where('event_id', '=', eventId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ cancelled_by: ids.organiser });
      expect(Boolean(row.is_cancelled)).toBe(true);
      expect(row.cancelled_at).toBeGreaterThanOrEqual(now);
      for (const userId of [ids.member, ids.rookie]) {
        const alerts = await alertsOf(userId, 'event_cancel');
        expect(alerts.filter((a) => a.content_id === eventId)).toHaveLength(1);
        expect(JSON.parse(alerts.find((a) => a.content_id === eventId)!.extra_data as string)).toMatchObject({ reason: 'Flash flood warning' });
      }
      const again = await post(t.app, `/api/events/${eventId}/cancel`, { reason: 'Again' }, as.moderator);
      expect(again.statusCode).toBe(409);
      // After a cancellation nobody is promoted by a withdrawal.
      await attend(eventId, 0, as.member);
      expect(await alertsOf(ids.rookie, 'event_promoted')).not.toContainEqual(expect.objectContaining({ content_id: eventId }));
    });

    it('lets a moderator cancel an event they do not organise', async () => {
      const eventId = await makeEvent(t.db, ids.organiser);
      expect((await post(t.app, `/api/events/${eventId}/cancel`, { reason: 'Duplicate event' }, as.moderator)).statusCode).toBe(200);
    });

    it.each([
      [undefined, 401],
      ['outlaw', 403],
      ['newbie', 403],
      ['rookie', 403],
      ['member', 403],
    ] as const)('refuses %s (%i) and writes nothing', async (role, status) => {
      const eventId = await makeEvent(t.db, ids.organiser);
      await attend(eventId, 1, as.admin);
      const alerts = await countRows(t.db, 'alerts');
      const response = await post(t.app, `/api/events/${eventId}/cancel`, { reason: 'No' }, role ? as[role] : undefined);
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0].message).toBeTruthy();
      const row = await t.db.selectFrom('events').select('is_cancelled').where('event_id', '=', eventId).executeTakeFirstOrThrow();
      expect(Boolean(row.is_cancelled)).toBe(false);
      expect(await countRows(t.db, 'alerts')).toBe(alerts);
    });

    it.each([
      [{}, 'Please give a reason for cancelling the event.'],
      [{ reason: '   ' }, 'Please give a reason for cancelling the event.'],
      [{ reason: 'x'.repeat(501) }, 'The reason is too long: at most 500 characters.'],
    ])('refuses %j with a 400', async (body, message) => {
      const eventId = await makeEvent(t.db, ids.organiser);
      const response = await post(t.app, `/api/events/${eventId}/cancel`, body, as.organiser);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toBe(message);
    });
  });

  describe('50 members pressing attend at once', () => {
    it('never exceeds the limit: exactly 10 attend and 40 wait, in a strict order', async () => {
      const eventId = await makeEvent(t.db, ids.organiser, { rigs_no: 10, title: 'Popular ride' });
      const cookies: string[] = [];
      for (let i = 0; i < 50; i++) {
        await makeUser(t.db, { username: `crowd${i}`, membership_code: 'premium_membership' });
        cookies.push(await loginAs(t.app, `crowd${i}`, PASSWORD));
      }
      const responses = await Promise.all(cookies.map((cookie) => attend(eventId, 1, cookie)));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      const { attending: people, waitlist } = await attending(eventId);
      expect(people).toHaveLength(10);
      expect(waitlist).toHaveLength(40);
      expect(new Set([...people, ...waitlist].map((u) => u.user_id)).size).toBe(50);
      const states = responses.map((r) => json<EventResponse>(r).event.viewer.rsvp);
      expect(states.filter((s) => s === 'attending')).toHaveLength(10);
      expect(states.filter((s) => s === 'waitlisted')).toHaveLength(40);

      // Ten withdraw at once: the next ten on the waitlist move up, still never more than ten.
      const leaving = people.map((user) => cookies[Number(user.username.replace('crowd', ''))]);
      await Promise.all(leaving.map((cookie) => attend(eventId, 0, cookie)));
      const after = await attending(eventId);
      expect(after.attending.map((u) => u.user_id).sort()).toEqual(waitlist.slice(0, 10).map((u) => u.user_id).sort());
      expect(after.waitlist).toHaveLength(30);
    });
  });
});
