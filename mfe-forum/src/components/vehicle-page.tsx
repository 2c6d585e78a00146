import type { ReactNode } from 'react';
import { useVehicleTypeFilter } from '@trailhead/shared-kernel/query';
import { useParams } from '@trailhead/shared-kernel/router';
import { Center, NotFoundPage, Spinner } from '@trailhead/shared-kernel/ui';

/**
 * Pages that take an optional vehicle-type slug (spec §2): the slug's type (the route's
 * :vehicleSlug, or `slug`), else the shell's choice; an unknown slug is a missing page.
 */
export function VehiclePage({ slug, children }: { slug?: string; children: (vehicleTypeId: number) => ReactNode }) {
  const { vehicleSlug } = useParams();
  const { vehicleTypeId, loading } = useVehicleTypeFilter(slug ?? vehicleSlug);
  if (loading) {
    return (
      <Center py="10">
        <Spinner color="brand.red" aria-label="Loading" />
      </Center>
    );
  }
  if (vehicleTypeId === null) return <NotFoundPage />;
  return <>{children(vehicleTypeId)}</>;
}
