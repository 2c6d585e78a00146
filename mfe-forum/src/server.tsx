// The forum's server entry: the site's server draws these of the forum's pages for a visitor before
// any code arrives, from the very route table the browser takes them over with. Built into the
// release beside the browser code (server/first-screen.cjs), so a published or rolled-back version
// draws exactly what its browser code then takes over.
import type { DrawnRoute } from '@trailhead/shared-kernel/types';
import { parseDocumentPath } from './lib/document-path';

export { routes, version } from './routes';

/** The query parameters a forum's thread list and the discussion list read (filters, sort, page). */
const LIST_QUERY = ['order', 'direction', 'last_days', 'starter_id', 'starter', 'thread_type', 'thread_prefix_id', 'page'];
/** Documents a visitor may land on from a search result or a shared link: threads, forums, categories, the discussion list. */
const isDrawnDocument = (pathname: string) => ['thread', 'node', 'discussion-list'].includes(parseDocumentPath(pathname).kind);

export const drawnRoutes: DrawnRoute[] = [
  { path: '/' },
  { path: '/forums' },
  // A document's first page (a thread, a forum) under these patterns; a vehicle type's home, whose
  // slugs are data, and made-up paths (the 404 page) are drawn by the browser.
  { path: '/forums/:vehicleSlug', only: isDrawnDocument, query: LIST_QUERY },
  { path: '/:vehicleSlug', only: isDrawnDocument, query: LIST_QUERY },
  { path: '/news', query: ['page'] },
  { path: '/news/:vehicleSlug', query: ['page'] },
  { path: '/what-is-new', query: ['page'] },
  { path: '/what-is-new/:tab', query: ['page'] },
  { path: '/search', query: ['searchText', 'members', 'searchCheckbox', 'page'] },
  // Every page of a thread (-t.68/page-50), of a forum (-n.4/page-2), and legacy-free document paths.
  { path: '*', only: isDrawnDocument, query: LIST_QUERY },
];
