import type { FastifyInstance } from 'fastify';
import type { VehiclesResponse } from '@trailhead/shared-kernel/types';
import { ALL_CONTENT, listVehicleTypes, type VehicleNodeType } from './vehicles.repository';

const vehiclesQuery = {
  type: 'object',
  properties: { node_type: { type: 'string', enum: ['event', 'article'] } },
} as const;

export default async function vehiclesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { node_type?: VehicleNodeType } }>(
    '/vehicles',
    { schema: { querystring: vehiclesQuery } },
    async (request): Promise<VehiclesResponse> => ({
      vehicle_types: await listVehicleTypes(app.db, request.query.node_type),
      all_content: ALL_CONTENT,
    }),
  );
}
