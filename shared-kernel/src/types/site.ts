/** GET /lists/{name}: values map and default (spec §7). */
export interface OptionList {
  values: Record<string, string>;
  default: string;
}

export interface HomepagePlaceholder {
  id: number;
  placeholder_side: 'left' | 'right';
  title: string;
  html: string;
  vehicle_type_id: number;
}
/** GET /options/homepage-placeholders {vehicle_type_id} */
export interface HomepagePlaceholdersResponse {
  placeholders: HomepagePlaceholder[];
}

/** GET /options/guest-timezone */
export interface GuestTimezoneResponse {
  timezone: string;
}

export interface HelpPageSummary {
  page_name: string;
  title: string;
  view_url: string;
}
/** GET /help */
export interface HelpPagesResponse {
  pages: HelpPageSummary[];
}
/** GET /help/{page} */
export interface HelpPageResponse {
  page: HelpPageSummary & { content_html: string };
}

/** POST /contact */
export interface ContactRequest {
  username: string;
  email: string;
  subject: string;
  message: string;
  captcha?: string;
}

export interface SocialNetwork {
  name: 'facebook' | 'youtube' | 'instagram' | 'tiktok' | 'x';
  title: string;
  url: string;
  /** Spec §2: the footer shows four of the five networks. */
  show_in_footer: boolean;
}
/** GET /social-networks */
export interface SocialNetworksResponse {
  networks: SocialNetwork[];
  support: { phone: string; email: string };
}

export type AdPosition =
  | 'below_breadcrumbs'
  | 'content_above'
  | 'content_below'
  | 'sidebar_above'
  | 'sidebar_below'
  | 'above_node_list'
  | 'below_node_list'
  | 'above_thread_list'
  | 'below_thread_list';
export interface Ad {
  id: number;
  position_id: AdPosition;
  /** Page keys the ad shows on: homepage, events, forums, what-is-new, news. */
  page_keys: string[];
  title: string;
  image_url: string | null;
  link: string;
  text: string;
}
/** GET /ads */
export interface AdsResponse {
  ads: Ad[];
}

/** GET /nav/admin: moderator and admin links (spec §2 admin menu bar). */
export interface AdminLinksResponse {
  approval_queue_url: string | null;
  reports_url: string | null;
  admin_url: string | null;
  vtb_admin_url: string | null;
}

/** GET /me/counts: unread badges of the top bar. */
export interface CountsResponse {
  alerts_unviewed: number;
  conversations_unread: number;
}
