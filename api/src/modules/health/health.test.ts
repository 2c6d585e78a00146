import fs from 'node:fs';
import path from 'node:path';
import type { HealthResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, type TestApp } from '../../../test/helper';

/** The site's version lives in the root package.json alone. */
const siteVersion = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8')) as { version: string }).version;

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('reports ok, the database in use and the site version', async () => {
    const response = await get(t.app, '/api/health');
    expect(response.statusCode).toBe(200);
    expect(json<HealthResponse>(response)).toEqual({ status: 'ok', database: t.dialect, version: siteVersion });
  });
});
