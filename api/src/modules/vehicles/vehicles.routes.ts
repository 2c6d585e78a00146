import type { FastifyInstance } from 'fastify';
import type { VehiclesResponse } from '@trailhead/shared-kernel/types';
import { ALL_CONTENT, listVehicleTypes, type VehicleNodeType } from './vehicles.repository';

const vehiclesQuery = {
  type: 'object',
  properties: { node_type: { type: 'string', enum: ['event', 'article'] } },
} as const;

const vehicleTypeSchema = {
  type: 'object',
  properties: {
    vehicle_type_id: { type: 'integer' },
    title: { type: 'string' },
    slug_url: { type: 'string' },
    nav_icon_image_url: { type: ['string', 'null'] },
    logo_image_url: { type: ['string', 'null'] },
  },
} as const;

const vehiclesResponseSchema = {
  type: 'object',
  properties: { vehicle_types: { type: 'array', items: vehicleTypeSchema }, all_content: vehicleTypeSchema },
} as const;

export default async function vehiclesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { node_type?: VehicleNodeType } }>(
    '/vehicles',
    { schema: { querystring: vehiclesQuery, response: { 200: vehiclesResponseSchema } } },
    async (request): Promise<VehiclesResponse> => ({
      vehicle_types: await listVehicleTypes(app.db, request.query.node_type),
      all_content: ALL_CONTENT,
    }),
  );
}
