import { useParams } from '@trailhead/shared-kernel/router';
import { ForumIndexPage } from '../../forum-index/components/forum-index-page';
import { DocumentPage } from './document-page';

/** /forums/trekker and /trekker are the forum index of a vehicle type; /forums/x-n.5 is a document. */
export function VehicleOrDocument() {
  const { vehicleSlug = '' } = useParams();
  return /^[a-z0-9-]+$/.test(vehicleSlug) && !/-[nt]\.\d+$/.test(vehicleSlug) ? <ForumIndexPage /> : <DocumentPage />;
}
