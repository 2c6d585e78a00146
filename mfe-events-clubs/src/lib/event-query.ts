import { apiQueryOptions } from '@trailhead/shared-kernel/query';
import type { EventResponse } from '@trailhead/shared-kernel/types';
import { siteEventEngine, type EventEngine } from './event-engine';

/**
 * GET /events/{id} (or a club's GET /clubs/events/{id}): the event, who is named on it, and where
 * the viewer stands (its page and its edit form share it). A club's answer carries more than
 * `event` (the club, the discussion's first post); whoever writes the cache keeps those.
 */
export const eventQuery = (eventId: number, engine: EventEngine = siteEventEngine) => apiQueryOptions<EventResponse>(engine.eventPath(eventId));
