import type { VehiclesResponse } from '@trailhead/shared-kernel/types';
import { seedReferenceData } from '../../seed/reference.seed';
import { makeNode, makeThread, makeUser } from '../../../test/fixtures';
import { build, get, json, type TestApp } from '../../../test/helper';

describe('GET /vehicles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedReferenceData(db);
        const user = await makeUser(db);
        const forum = await makeNode(db, { title: 'News', discussion_type: 'article' });
        await makeThread(db, { node_id: forum, title: 'Summit news', author: user, discussion_type: 'article', vehicle_type_id: 3 });
        await db
          .insertInto('events')
          .values({ title: 'Basecamp run', description: 'd', kind: 'ride', start_date: 1, end_date: 2, region: 'midwest', location_name: 'x', city: null, state: null, latitude: null, longitude: null, vehicle_type_id: 2, user_id: user.user_id, created_at: 1 })
          .execute();
      },
    });
  });
  afterAll(() => t.close());

  it('lists the vehicle types in display order, and All content as type 0', async () => {
    const body = json<VehiclesResponse>(await get(t.app, '/api/vehicles'));
    expect(body.vehicle_types.map((v) => v.slug_url)).toEqual(['trekker', 'basecamp', 'summit', 'nomad']);
    expect(body.vehicle_types[0]).toEqual({
      vehicle_type_id: 1,
      title: 'Kestrel Trekker',
      slug_url: 'trekker',
      nav_icon_image_url: '/images/vehicles/trekker-icon.svg',
      logo_image_url: '/images/vehicles/trekker-logo.svg',
    });
    expect(body.all_content).toEqual({ vehicle_type_id: 0, title: 'All content', slug_url: '', nav_icon_image_url: null, logo_image_url: null });
  });

  it('node_type narrows to the types that have events or articles', async () => {
    expect(json<VehiclesResponse>(await get(t.app, '/api/vehicles?node_type=event')).vehicle_types.map((v) => v.slug_url)).toEqual(['basecamp']);
    expect(json<VehiclesResponse>(await get(t.app, '/api/vehicles?node_type=article')).vehicle_types.map((v) => v.slug_url)).toEqual(['summit']);
  });

  it('rejects an unknown node_type with a 400', async () => {
    const response = await get(t.app, '/api/vehicles?node_type=boat');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_parameter', message: "The query parameter 'node_type' must be one of: event, article." }] });
  });
});
