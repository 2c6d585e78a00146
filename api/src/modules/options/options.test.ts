import type { GuestTimezoneResponse, HomepagePlaceholdersResponse } from '@trailhead/shared-kernel/types';
import { seedReferenceData } from '../../seed/reference.seed';
import { seedSiteContent } from '../../seed/site-content.seed';
import { readConfig } from '../../config';
import { build, get, json, type TestApp } from '../../../test/helper';

describe('site options', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedReferenceData(db);
        await seedSiteContent(db);
      },
    });
  });
  afterAll(() => t.close());

  const placeholders = async (query: string) => json<HomepagePlaceholdersResponse>(await get(t.app, `/api/options/homepage-placeholders${query}`)).placeholders;

  it('GET /options/homepage-placeholders gives a left and a right placeholder for All content', async () => {
    const all = await placeholders('');
    expect(all.map((p) => p.placeholder_side)).toEqual(['left', 'right']);
    expect(all.every((p) => p.vehicle_type_id === 0)).toBe(true);
    expect(all[0]).toEqual({ id: expect.any(Number), placeholder_side: 'left', title: expect.any(String), html: expect.stringContaining('<p>'), vehicle_type_id: 0 });
    expect(await placeholders('?vehicle_type_id=0')).toEqual(all);
  });

  it('seeds placeholders that suit members as well as visitors (every reader sees them: none asks to create an account)', async () => {
    for (const query of ['', '?vehicle_type_id=1', '?vehicle_type_id=2']) {
      for (const placeholder of await placeholders(query)) expect([placeholder.title, placeholder.html]).not.toEqual(expect.arrayContaining([expect.stringMatching(/create a free account|join-us|sign up/i)]));
    }
  });

  it("gives a vehicle type's own placeholders, and All content's for a type without any", async () => {
    const trekker = await placeholders('?vehicle_type_id=1');
    expect(trekker.map((p) => [p.placeholder_side, p.vehicle_type_id])).toEqual([['left', 1], ['right', 1]]);
    expect(trekker[0].title).toContain('Trekker');
    expect((await placeholders('?vehicle_type_id=999')).map((p) => p.vehicle_type_id)).toEqual([0, 0]);
  });

  it('refuses a vehicle_type_id that is not a whole number', async () => {
    const response = await get(t.app, '/api/options/homepage-placeholders?vehicle_type_id=abc');
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].message).toBe("The query parameter 'vehicle_type_id' must be an integer.");
  });

  it('GET /options/guest-timezone gives the site time zone (DEFAULT_TIMEZONE, default America/Denver)', async () => {
    expect(json<GuestTimezoneResponse>(await get(t.app, '/api/options/guest-timezone'))).toEqual({ timezone: 'America/Denver' });
    const other = await build({ settings: { defaultTimezone: 'America/New_York' } });
    try {
      expect(json<GuestTimezoneResponse>(await get(other.app, '/api/options/guest-timezone'))).toEqual({ timezone: 'America/New_York' });
    } finally {
      await other.close();
    }
  });

  it('DEFAULT_TIMEZONE must be a real time zone', async () => {
    expect((await readConfig({ DEFAULT_TIMEZONE: 'america/phoenix' })).defaultTimezone).toBe('America/Phoenix');
    await expect(readConfig({ DEFAULT_TIMEZONE: 'Mountain Time' })).rejects.toThrow('DEFAULT_TIMEZONE');
    await expect(readConfig({ LOGIN_MAX_FAILURES_PER_LOGIN: 'many' })).rejects.toThrow('LOGIN_MAX_FAILURES_PER_LOGIN');
  });
});
