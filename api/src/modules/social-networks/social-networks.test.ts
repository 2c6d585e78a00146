import type { SocialNetworksResponse } from '@trailhead/shared-kernel/types';
import { build, get, json } from '../../../test/helper';

describe('GET /social-networks', () => {
  it('lists five networks, four of them for the footer, and the support contacts', async () => {
    const t = await build();
    try {
      const response = json<SocialNetworksResponse>(await get(t.app, '/api/social-networks'));
      expect(response.networks.map((n) => n.name)).toEqual(['facebook', 'youtube', 'instagram', 'tiktok', 'x']);
      expect(response.networks.filter((n) => n.show_in_footer).map((n) => n.title)).toEqual(['Facebook', 'Youtube', 'Instagram', 'TikTok']);
      for (const network of response.networks) expect(network.url).toMatch(/^https:\/\//);
      expect(response.support).toEqual({ phone: '+1 (555) 010-2026', email: 'support@trailhead.example' });
    } finally {
      await t.close();
    }
  });

  it('takes the support contacts from the settings (SUPPORT_PHONE, SUPPORT_EMAIL)', async () => {
    const t = await build({ settings: { supportPhone: '+1 (555) 123-4567', supportEmail: 'help@example.org' } });
    try {
      expect(json<SocialNetworksResponse>(await get(t.app, '/api/social-networks')).support).toEqual({ phone: '+1 (555) 123-4567', email: 'help@example.org' });
    } finally {
      await t.close();
    }
  });
});
