import type { HelpPageResponse, HelpPagesResponse } from '@trailhead/shared-kernel/types';
import { seedReferenceData } from '../../seed/reference.seed';
import { build, get, json, type TestApp } from '../../../test/helper';

describe('help pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedReferenceData(db);
        await db.insertInto('help_pages').values({ slug: 'old-rules', title: 'Old rules', content_html: '<p>Retired.</p>', display_order: 99, is_active: false }).execute();
      },
    });
  });
  afterAll(() => t.close());

  it('GET /help lists the active pages with their URLs', async () => {
    const { pages } = json<HelpPagesResponse>(await get(t.app, '/api/help'));
    expect(pages).toEqual([
      { page_name: 'privacy-policy', title: 'Privacy Policy', view_url: '/help/privacy-policy' },
      { page_name: 'terms', title: 'Terms of Use', view_url: '/help/terms' },
      { page_name: 'faq', title: 'Frequently Asked Questions', view_url: '/help/faq' },
    ]);
  });

  it.each([
    ['privacy-policy', 'Privacy Policy', 'Cookies'],
    ['terms', 'Terms of Use', 'at least 13 years old'],
  ])('GET /help/%s gives the page with real content', async (slug, title, phrase) => {
    const { page } = json<HelpPageResponse>(await get(t.app, `/api/help/${slug}`));
    expect(page).toMatchObject({ page_name: slug, title, view_url: `/help/${slug}` });
    expect(page.content_html).toContain('<h2>');
    expect(page.content_html).toContain(phrase);
    expect(page.content_html.length).toBeGreaterThan(1000);
  });

  it.each(['no-such-page', 'old-rules'])('answers an unknown or retired page (%s) with 404', async (slug) => {
    const response = await get(t.app, `/api/help/${slug}`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ errors: [{ code: 'not_found', message: 'no active help pages' }] });
  });
});
