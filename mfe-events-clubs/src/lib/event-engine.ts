// Which calls and pages an event belongs to. The site's events (/events…) and a club's events
// (/clubs/{slug}/events…, answered by the club calls of spec §7) are one engine: the event page,
// its RSVP, organiser tools and the event form read the paths from here, so one set of components
// serves both and a club page only provides its own paths.
import { createContext, useContext } from 'react';
import type { TrailEvent } from '@trailhead/shared-kernel/types';

export interface EventEngine {
  /** One event's calls: GET (the page and the form), POST (an edit), /attend, /attending, /cancel. */
  eventPath: (eventId: number) => string;
  /** Where a new event is posted. */
  createPath: string;
  /** The organiser's RSVP limit (POST {rigs_no}); spec §7 names no club path for it. */
  rsvpLimitPath: (eventId: number) => string;
  /** Cached reads (by URL) a saved event makes stale: lists, counts, other occurrences of a series. */
  staleAfterSave: (url: string) => boolean;
  /** Cached reads a cancellation makes stale: the lists that show the cancelled badge. */
  staleAfterCancel: (url: string) => boolean;
  /** The list the event pages link back to, and its words. */
  listHref: string;
  listLinkText: string;
  editHref: (eventId: number) => string;
  /** The organiser's invite page; null where there is none. */
  inviteHref: (eventId: number) => string | null;
  /** The browser tab's second half: "Saturday ride · Events". */
  titleSuffix: string;
  /** Is this event one this engine shows? (A club's page shows only that club's events.) */
  owns: (event: Pick<TrailEvent, 'club_id'>) => boolean;
}

/** The site's events: GET /events/{id}, POST /events… (spec §7 Events). */
export const siteEventEngine: EventEngine = {
  eventPath: (eventId) => `/events/${eventId}`,
  createPath: '/events',
  rsvpLimitPath: (eventId) => `/events/${eventId}/rsvp-limit`,
  staleAfterSave: (url) => url.startsWith('/api/events'),
  staleAfterCancel: (url) => url.startsWith('/api/events?'),
  listHref: '/events',
  listLinkText: 'All events',
  editHref: (eventId) => `/events/${eventId}/edit`,
  inviteHref: (eventId) => `/events/${eventId}/invite`,
  titleSuffix: 'Events',
  owns: () => true,
};

const EventEngineContext = createContext<EventEngine>(siteEventEngine);

/** Pages under it use this engine's calls and links; without one, the site's events. */
export const EventEngineProvider = EventEngineContext.Provider;

export const useEventEngine = (): EventEngine => useContext(EventEngineContext);

/** A predicate over the query cache's URL keys, for invalidateQueries. */
export const cachedUrl = (matches: (url: string) => boolean) => ({ predicate: (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[0] === 'string' && matches(query.queryKey[0]) });
