import type { Generated } from 'kysely';
import type { Flag } from './columns';

export interface VehicleTypesTable {
  vehicle_type_id: Generated<number>;
  title: string;
  slug_url: string;
  nav_icon_image_url: string | null;
  logo_image_url: string | null;
  display_order: number;
}

export interface NavigationLinksTable {
  navigation_id: string;
  /** Empty string for a top-level item. */
  parent_navigation_id: string;
  title: string;
  href: string;
  target_blank: Flag;
  display_order: number;
}

export interface HelpPagesTable {
  page_id: Generated<number>;
  slug: string;
  title: string;
  content_html: string;
  display_order: number;
  is_active: Flag;
}

/** Reaction ids are fixed by the spec (1 Like … 6 Angry), so they are not generated. */
export interface ReactionsTable {
  reaction_id: number;
  title: string;
  text_color: string;
  image_url: string;
  sprite_x: number;
  sprite_y: number;
  /** What one reaction of this kind adds to the reaction score of the post's author. */
  score: number;
  display_order: number;
}

export interface ThreadPrefixesTable {
  prefix_id: Generated<number>;
  title: string;
  display_order: number;
}
