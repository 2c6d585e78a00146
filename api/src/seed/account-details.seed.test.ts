import type { AccountDetails } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { DEMO_PASSWORD, seedDemo } from './index';

describe('the demo account details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
  });
  afterAll(() => t.close());

  it("opens member's /accountDetails filled in: custom fields of every kind and a vehicle with its VIN", async () => {
    const details = json<AccountDetails>(await get(t.app, '/api/me/details', await loginAs(t.app, 'member', DEMO_PASSWORD)));
    expect(details.custom_fields).toMatchObject({ occupation: 'Fleet mechanic', interests: ['rocks', 'sand'], trail_reports: 'weekly', first_name: 'Casey' });
    expect(details.vehicles[0]).toMatchObject({ vin: '1KTRK21D5PA004217', model_year_trim_id: expect.any(Number) });
  });

  it('leaves newbie with nothing but the registration fields', async () => {
    const details = json<AccountDetails>(await get(t.app, '/api/me/details', await loginAs(t.app, 'newbie', DEMO_PASSWORD)));
    expect(details.custom_fields.occupation).toBeUndefined();
  });
});
