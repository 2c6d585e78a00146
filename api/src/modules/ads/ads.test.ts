import type { AdsResponse } from '@trailhead/shared-kernel/types';
import { seedReferenceData } from '../../seed/reference.seed';
import { seedSiteContent } from '../../seed/site-content.seed';
import { build, get, json, type TestApp } from '../../../test/helper';

describe('GET /ads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedReferenceData(db);
        await seedSiteContent(db);
        await db.insertInto('ads').values({ position_id: 'content_above', page_keys: 'homepage', title: 'Paused', link: '/x', text: '', is_active: false, display_order: 1 }).execute();
      },
    });
  });
  afterAll(() => t.close());

  it('lists the active ads over the positions and page keys of spec §2', async () => {
    const { ads } = json<AdsResponse>(await get(t.app, '/api/ads'));
    expect(ads.length).toBeGreaterThanOrEqual(5);
    expect(ads.map((ad) => ad.title)).not.toContain('Paused');
    expect(new Set(ads.map((ad) => ad.position_id)).size).toBeGreaterThanOrEqual(5);
    for (const ad of ads) {
      expect(ad).toEqual({ id: expect.any(Number), position_id: expect.any(String), page_keys: expect.any(Array), title: expect.any(String), image_url: null, link: expect.any(String), text: expect.any(String) });
      for (const key of ad.page_keys) expect(['homepage', 'events', 'forums', 'what-is-new', 'news']).toContain(key);
    }
  });

  it('filters by page_key', async () => {
    const { ads } = json<AdsResponse>(await get(t.app, '/api/ads?page_key=events'));
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) expect(ad.page_keys).toContain('events');
  });

  it('refuses an unknown page_key', async () => {
    const response = await get(t.app, '/api/ads?page_key=casino');
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].message).toBe("The query parameter 'page_key' must be one of: homepage, events, forums, what-is-new, news.");
  });
});
