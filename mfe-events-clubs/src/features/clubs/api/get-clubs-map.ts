import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ClubsMapResponse } from '@trailhead/shared-kernel/types';

/** GET /clubs/map {vehicle_type_id}: approved physical clubs that have coordinates. */
export const clubsMapQuery = (vehicleTypeId: number) => apiQueryOptions<ClubsMapResponse>('/clubs/map', { vehicle_type_id: vehicleTypeId });

export const useClubsMap = (vehicleTypeId: number) => useQuery(clubsMapQuery(vehicleTypeId));
