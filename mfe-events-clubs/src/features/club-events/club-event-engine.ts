// A club's events run on the site's event engine with the club calls of spec §7 (GET
// /clubs/events/{id}, POST /clubs/{id}/events, /clubs/events/{id}/attend…) and pages under the
// club (/clubs/{slug}/events/…). What spec §7 gives no club path for (the RSVP limit, inviting) is
// the event's own call: a club event is an event.
import { useMemo } from 'react';
import type { Club } from '@trailhead/shared-kernel/types';
import type { EventEngine } from '../../lib/event-engine';

type ClubNaming = Pick<Club, 'id' | 'slug' | 'name'>;

/** The club's own reads (its page in the layout, its events list, its counts): what a club event's write changes. */
export function isClubRead(club: Pick<Club, 'slug'>, url: string): boolean {
  const base = `/api/clubs/${encodeURIComponent(club.slug)}`;
  return url === base || url.startsWith(`${base}?`) || url.startsWith(`${base}/`);
}

export function clubEventEngine(club: ClubNaming): EventEngine {
  const pages = `/clubs/${club.slug}`;
  return {
    eventPath: (eventId) => `/clubs/events/${eventId}`,
    createPath: `/clubs/${club.id}/events`,
    rsvpLimitPath: (eventId) => `/events/${eventId}/rsvp-limit`,
    // A saved event may move other occurrences of its series, and the club's event count.
    staleAfterSave: (url) => isClubRead(club, url) || url.startsWith('/api/clubs/events/') || url.startsWith('/api/events'),
    staleAfterCancel: (url) => isClubRead(club, url) || url.startsWith('/api/events?'),
    listHref: `${pages}/events`,
    listLinkText: `All events of ${club.name}`,
    editHref: (eventId) => `${pages}/events/${eventId}/edit`,
    inviteHref: (eventId) => `/events/${eventId}/invite`,
    titleSuffix: club.name,
    owns: (event) => event.club_id === club.id,
  };
}

/** The club's engine, made again only when what it is built from changes (not on every refetch of the club). */
export function useClubEventEngine(club: ClubNaming): EventEngine {
  const { id, slug, name } = club;
  return useMemo(() => clubEventEngine({ id, slug, name }), [id, slug, name]);
}
