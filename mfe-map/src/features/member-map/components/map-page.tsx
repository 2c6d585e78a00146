import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { Center, Spinner } from '@trailhead/shared-kernel/ui';
import { canViewMap } from '../lib/map-access';
import { MapAccessInfo } from './map-access-info';
import { MemberMap } from './member-map';

/**
 * /map: the member map for paid members and staff; visitors (a page the server draws) and free
 * members are told what the map is and how to get it. The API refuses them anyway (403).
 */
export function MapPage() {
  const session = useObservable(bus.session$);
  if (session.status === null && !session.user) {
    return (
      <Center py="10" role="status" aria-label="Loading">
        <Spinner color="brand.red" />
      </Center>
    );
  }
  if (!session.user) return <MapAccessInfo visitor />;
  if (!canViewMap(session.user)) return <MapAccessInfo visitor={false} />;
  return <MemberMap me={session.user} />;
}
