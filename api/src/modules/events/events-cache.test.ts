import type { EventResponse, EventsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { makeEvent } from './rsvp-test-fixtures';

describe('the shared events lists (events-cache)', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const name of ['host', 'fan', 'rider']) ids[name] = (await makeUser(db, { username: name, membership_code: 'premium_membership' })).user_id;
        ids.open = await makeEvent(db, ids.host, { title: 'Open ride' });
        ids.followed = await makeEvent(db, ids.host, { title: 'Friends only', visibility: 'followed', start_date: nowSeconds() + 3 * 86_400 });
      },
    });
    for (const name of ['host', 'fan', 'rider']) cookies[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterAll(() => t.close());

  const list = async (cookie?: string) => json<EventsResponse>(await get(t.app, '/api/events', cookie)).events;

  it('is shared by visitors: a row written behind the API is not read again within the few seconds', async () => {
    expect((await list()).map((e) => e.title)).toEqual(['Open ride']);
    await makeEvent(t.db, ids.host, { title: 'Written behind the API', start_date: nowSeconds() + 4 * 86_400 });
    expect((await list()).map((e) => e.title)).toEqual(['Open ride']);
  });

  it('shows a write through the API at once, to every audience', async () => {
    expect((await list(cookies.rider)).find((e) => e.title === 'Open ride')?.attending_count).toBe(0);
    const attend = await post(t.app, `/api/events/${ids.open}/attend`, { attend: 1 }, cookies.rider);
    expect(attend.statusCode).toBe(200);
    expect((await list()).find((e) => e.title === 'Open ride')?.attending_count).toBe(1);
    expect((await list(cookies.fan)).find((e) => e.title === 'Open ride')?.attending_count).toBe(1);
    // The event written behind the API earlier is read with it.
    expect((await list()).map((e) => e.title)).toContain('Written behind the API');
  });

  it("shares an event's page but not the viewer's part: each member sees where they stand, and a write at once", async () => {
    const page = async (cookie?: string) => json<EventResponse>(await get(t.app, `/api/events/${ids.open}`, cookie)).event;
    expect((await page()).title).toBe('Open ride');
    await t.db.updateTable('events').set({ title: 'Renamed behind the API' }).where('event_id', '=', ids.open).execute();
    expect((await page()).title).toBe('Open ride');
    expect((await page(cookies.rider)).viewer.rsvp).toBe('attending');
    expect((await page(cookies.fan)).viewer.rsvp).toBe('none');
    const attend = await post(t.app, `/api/events/${ids.open}/attend`, { attend: 1 }, cookies.fan);
    // The write's own answer is read fresh, and so is every page after it.
    expect(json<EventResponse>(attend).event).toMatchObject({ title: 'Renamed behind the API', attending_count: 2, viewer: { rsvp: 'attending' } });
    expect(await page()).toMatchObject({ title: 'Renamed behind the API', attending_count: 2 });
  });

  it('never shares a list that holds a followed-only event: the host following a member shows it to them at once', async () => {
    expect((await list(cookies.fan)).map((e) => e.title)).not.toContain('Friends only');
    expect((await post(t.app, `/api/users/${ids.fan}/follow`, {}, cookies.host)).statusCode).toBe(200);
    expect((await list(cookies.fan)).map((e) => e.title)).toContain('Friends only');
    expect((await list(cookies.rider)).map((e) => e.title)).not.toContain('Friends only');
    expect((await list()).map((e) => e.title)).not.toContain('Friends only');
    // Unfollowing hides it again, at once.
    expect((await post(t.app, `/api/users/${ids.fan}/follow`, {}, cookies.host)).statusCode).toBe(200);
    expect((await list(cookies.fan)).map((e) => e.title)).not.toContain('Friends only');
  });
});
