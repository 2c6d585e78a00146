// The forum tree of the demo community: categories with their forums.
import type { DiscussionType, NodeTypeId } from '@trailhead/shared-kernel/types';
import type { TitleKind } from './forum-text';

export interface ForumSeed {
  title: string;
  description: string;
  /** Slug of the vehicle type, or null for all types. */
  vehicle: string | null;
  node_type_id?: NodeTypeId;
  discussion_type?: DiscussionType;
  redirect_url?: string;
  /** A link to the gear store (SHOP_URL). */
  links_to_shop?: boolean;
  /** Prefix titles threads in this forum may carry. */
  prefixes?: string[];
  sticky?: string;
  titles?: TitleKind;
}

export interface CategorySeed {
  title: string;
  description: string;
  forums: ForumSeed[];
}

export const LONG_THREAD_TITLE = 'The official trail photo thread';
export const LONG_THREAD_POSTS = 2000;
export const LONG_THREAD_FORUM = 'Trail Reports & Photos';

export const FORUM_TREE: CategorySeed[] = [
  {
    title: 'Trailhead Community',
    description: 'Say hello, talk trails, meet other owners.',
    forums: [
      { title: 'Introductions & Welcome', description: 'New here? Tell us about you and your rig.', vehicle: null, sticky: 'Read this first: how the forum works', titles: 'intro' },
      { title: 'General Off-Road Discussion', description: 'Anything off-road that does not fit elsewhere.', vehicle: null, prefixes: ['Question'] },
      { title: 'Trail Reports & Photos', description: 'Where you went, how it went, and the pictures to prove it.', vehicle: null, prefixes: ['Trail Report'], titles: 'trail' },
      { title: 'Events & Meetups Talk', description: 'Plan runs and meetups, find people near you.', vehicle: null, titles: 'events' },
    ],
  },
  {
    title: 'Kestrel Models',
    description: 'Model-specific tech, problems and fixes.',
    forums: [
      { title: 'Trekker Tech', description: 'The two-door Kestrel Trekker.', vehicle: 'trekker', prefixes: ['Question', 'How-To'] },
      { title: 'Basecamp Tech', description: 'The Kestrel Basecamp pickup.', vehicle: 'basecamp', prefixes: ['Question', 'How-To'] },
      { title: 'Summit Tech', description: 'The four-door Kestrel Summit.', vehicle: 'summit', prefixes: ['Question', 'How-To'] },
      { title: 'Nomad Restoration', description: 'Keeping the classic Nomad on the trail.', vehicle: 'nomad', prefixes: ['Build Thread', 'Question'] },
    ],
  },
  {
    title: 'Builds & Gear',
    description: 'Lifts, tires, armor and the gear that gets you home.',
    forums: [
      { title: 'Build Threads', description: 'Document your build from stock to done (it is never done).', vehicle: null, prefixes: ['Build Thread'] },
      { title: 'Lift Kits, Tires & Wheels', description: 'Suspension, gearing, tires and wheels.', vehicle: null, prefixes: ['Question', 'How-To'] },
      { title: 'Recovery Gear & Winching', description: 'Recovery points, winches, ropes and doing it safely.', vehicle: null, prefixes: ['How-To'], sticky: 'Recovery safety basics: read before your first pull' },
    ],
  },
  {
    title: 'News & Marketplace',
    description: 'Brand news, classifieds and the gear store.',
    forums: [
      { title: 'Latest News', description: 'News from Kestrel and the Trailhead team.', vehicle: null, discussion_type: 'article', prefixes: ['News'] },
      { title: 'Classifieds', description: 'Parts and rigs for sale between members.', vehicle: null, prefixes: ['For Sale'], titles: 'classifieds' },
      { title: 'Gear Store', description: 'Official gear with member pricing.', vehicle: null, node_type_id: 'LinkForum', links_to_shop: true },
    ],
  },
];

export const NEWS_TITLES = [
  'Kestrel announces the 2026 Basecamp Apex',
  'Trailhead app: install it on your phone',
  'Member pricing now covers recovery gear',
  'Summit recall notice: front track bar bolt',
  'Registration opens for the Moab spring run',
];
