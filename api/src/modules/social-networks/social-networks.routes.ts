import type { FastifyInstance } from 'fastify';
import type { SocialNetwork, SocialNetworksResponse } from '@trailhead/shared-kernel/types';
import { noQuery } from '../../http/schemas';

/** Spec §2 footer: five networks exist, four (not X) are shown. */
export const SOCIAL_NETWORKS: SocialNetwork[] = [
  { name: 'facebook', title: 'Facebook', url: 'https://www.facebook.com/trailhead.community', show_in_footer: true },
  { name: 'youtube', title: 'Youtube', url: 'https://www.youtube.com/@trailhead.community', show_in_footer: true },
  { name: 'instagram', title: 'Instagram', url: 'https://www.instagram.com/trailhead.community', show_in_footer: true },
  { name: 'tiktok', title: 'TikTok', url: 'https://www.tiktok.com/@trailhead.community', show_in_footer: true },
  { name: 'x', title: 'X', url: 'https://x.com/trailhead_comm', show_in_footer: false },
];

const socialNetworksResponseSchema = {
  type: 'object',
  properties: {
    networks: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, title: { type: 'string' }, url: { type: 'string' }, show_in_footer: { type: 'boolean' } },
      },
    },
    support: { type: 'object', properties: { phone: { type: 'string' }, email: { type: 'string' } } },
  },
} as const;

export default async function socialNetworksRoutes(app: FastifyInstance): Promise<void> {
  app.get('/social-networks', { schema: { querystring: noQuery, response: { 200: socialNetworksResponseSchema } } }, async (): Promise<SocialNetworksResponse> => ({
    networks: SOCIAL_NETWORKS,
    support: { phone: app.settings.supportPhone, email: app.settings.supportEmail },
  }));
}
