import { useLocation, useParams } from '@trailhead/shared-kernel/router';
import { ForumIndexPage } from '../../forum-index';
import { HomePage } from '../../home';
import { DocumentPage } from './document-page';

/** /trekker is a vehicle type's home and /forums/trekker its forum index; /forums/x-n.5/ is a document. */
export function VehicleOrDocument() {
  const { vehicleSlug = '' } = useParams();
  const { pathname } = useLocation();
  if (!/^[a-z0-9-]+$/.test(vehicleSlug) || /-[nt]\.\d+$/.test(vehicleSlug)) return <DocumentPage />;
  return pathname.startsWith('/forums/') ? <ForumIndexPage /> : <HomePage />;
}
