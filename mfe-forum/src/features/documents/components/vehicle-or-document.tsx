import { useLocation, useParams } from '@trailhead/shared-kernel/router';
import { parseDocumentPath } from '../../../lib/document-path';
import { ForumIndexPage } from '../../forum-index';
import { HomePage } from '../../home';
import { DocumentPage } from './document-page';

/**
 * /trekker is a vehicle type's home and /forums/trekker its forum index; /forums/x-n.5/ and
 * /threads (the discussion list) are documents.
 */
export function VehicleOrDocument() {
  const { vehicleSlug = '' } = useParams();
  const { pathname } = useLocation();
  if (!/^[a-z0-9-]+$/.test(vehicleSlug) || parseDocumentPath(pathname).kind !== 'unknown') return <DocumentPage />;
  return pathname.startsWith('/forums/') ? <ForumIndexPage /> : <HomePage />;
}
