export interface NavigationLink {
  navigation_id: string;
  /** Empty string for a top-level item. */
  parent_navigation_id: string;
  title: string;
  href: string;
  /** Opens in a new tab (the gear store, external links). */
  target_blank: boolean;
}

/** GET /nav */
export interface NavResponse {
  links: NavigationLink[];
}

export interface HealthResponse {
  status: 'ok';
  database: 'sqlite' | 'postgres';
  version: string;
}
