// The member map's layers change with writes in other modules (a location added, a club approved or
// moved, an event hosted, moved or cancelled): after such a write succeeds, every open map is told
// which layer to read again (`event: map` on GET /live?map=1). Writes that change nothing the map
// shows (RSVPs, ratings, memberships) tell it nothing.
import type { FastifyInstance } from 'fastify';
import type { LiveMapEvent } from '@trailhead/shared-kernel/types';

/** Adds, to this module's routes, the hook that publishes `layer` after a successful write to one of `routes` (paths as registered, e.g. '/events/:id'). */
export function tellMapsOnWrite(app: FastifyInstance, layer: LiveMapEvent['layer'], routes: readonly string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Registered under the API's prefix: /api/events/:id is '/events/:id' here.
    const route = (request.routeOptions.url ?? '').replace(/^\/api(?=\/)/, '');
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && routes.includes(route)) app.live.publishMap({ layer });
    return payload;
  });
}
