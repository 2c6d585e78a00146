/** Spec §2: the what-is-new tabs, in the order the page shows them. */
export const WHAT_IS_NEW_TABS = [
  { tab: 'latest', label: 'Latest' },
  { tab: 'trending', label: 'Trending' },
  { tab: 'latest-profile', label: 'Latest profile posts' },
  { tab: 'news-feed', label: 'News feed', needsLogin: true },
  { tab: 'watched-threads', label: 'Watched threads', needsLogin: true },
] as const;

export type WhatIsNewTab = (typeof WHAT_IS_NEW_TABS)[number]['tab'];

/** /what-is-new alone shows the latest tab; an unknown tab is a missing page (null). */
export function tabFromParam(param: string | undefined): WhatIsNewTab | null {
  if (param === undefined || param === '') return 'latest';
  return WHAT_IS_NEW_TABS.find((entry) => entry.tab === param)?.tab ?? null;
}
