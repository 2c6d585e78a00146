import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ReactionsReceivedResponse } from '@trailhead/shared-kernel/types';

/** GET /me/reactions {page, reaction_id}: reactions the viewer's content received, newest first; no reaction_id means all six. */
export const reactionsReceivedQuery = (page: number, reactionId: number | null) =>
  apiQueryOptions<ReactionsReceivedResponse>('/me/reactions', { page, reaction_id: reactionId ?? undefined });

export const useReactionsReceived = (page: number, reactionId: number | null) => useQuery(reactionsReceivedQuery(page, reactionId));

/** GET /reactions (spec §3): the site's six reactions. */
export interface SiteReaction {
  reaction_id: number;
  title: string;
  image_url: string;
  sprite_params: { x: number; y: number };
  text_color: string;
}

export const siteReactionsQuery = () => apiQueryOptions<{ reactions: SiteReaction[] }>('/reactions');

export const useSiteReactions = () => useQuery(siteReactionsQuery());
