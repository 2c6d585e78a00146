// Calendars (issue 12): the .ics of one event (its series with the RRULE when recurring), and a
// member's personal "my events" feed at a secret URL a phone calendar subscribes to without a
// cookie. POST makes a new secret (the old URL stops working); DELETE turns the feed off.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CalendarFeedResponse } from '@trailhead/shared-kernel/types';
import { DAY, nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { notFound } from '../../http/api-error';
import { idParams, noQuery, type IdParams } from '../../http/schemas';
import { eventCalendar, memberCalendar } from './event-calendar';
import { calendarFeedResponseSchema } from './event-schemas';
import { findSeries } from './events.repository';
import { deleteFeedToken, feedOwner, feedTokenOf, memberEvents, occurrencesOf, replaceFeedToken } from './rsvp.repository';
import { visibleEvent } from './rsvp.service';

/** Events that ended longer ago than this are left out of a member's feed. */
const FEED_PAST_SECONDS = 90 * DAY;
const FEED_MAX_EVENTS = 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const icsResponse = {
  description: 'An iCalendar file (RFC 5545).',
  content: { 'text/calendar': { schema: { type: 'string' } } },
} as const;

const feedParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 100, description: 'the secret of the feed (from GET /events/calendar-feed)' } },
} as const;

function sendCalendar(reply: FastifyReply, body: string, filename: string): string {
  void reply
    .type('text/calendar; charset=utf-8')
    .header('Content-Disposition', `inline; filename="${filename}"`)
    // A calendar app polls: let it revalidate, never keep someone's feed in a shared cache.
    .header('Cache-Control', 'private, max-age=300');
  return body;
}

function feedUrl(app: FastifyInstance, token: string | null): CalendarFeedResponse {
  return { url: token ? `${app.settings.siteUrl}/api/events/feed/${token}.ics` : null };
}

async function feedSettings(app: FastifyInstance): Promise<void> {
  app.get('/events/calendar-feed', { schema: { querystring: noQuery, response: { 200: calendarFeedResponseSchema } } }, async (request) =>
    feedUrl(app, await feedTokenOf(app.db, memberOf(request).user_id)),
  );
  app.post('/events/calendar-feed', { schema: { querystring: noQuery, response: { 200: calendarFeedResponseSchema } } }, async (request) => {
    const token = randomBytes(24).toString('base64url');
    await app.db.transaction().execute((trx) => replaceFeedToken(trx, memberOf(request).user_id, token, nowSeconds()));
    return feedUrl(app, token);
  });
  app.delete('/events/calendar-feed', { schema: { querystring: noQuery, response: { 200: calendarFeedResponseSchema } } }, async (request) => {
    await deleteFeedToken(app.db, memberOf(request).user_id);
    return feedUrl(app, null);
  });
}

export default async function calendarRoutes(app: FastifyInstance): Promise<void> {
  await app.register(guarded(ACTIVE_MEMBER, feedSettings));

  app.get<{ Params: IdParams }>('/events/:id/calendar.ics', { schema: { params: idParams, response: { 200: icsResponse } } }, async (request, reply) => {
    const { event } = await visibleEvent(app.db, request.params.id, request.user);
    const series = event.series_id !== null ? await findSeries(app.db, event.series_id) : undefined;
    const entry = series
      ? { event, siteUrl: app.settings.siteUrl, series: { row: series, occurrences: await occurrencesOf(app.db, series.series_id) } }
      : { event, siteUrl: app.settings.siteUrl };
    return sendCalendar(reply, eventCalendar(entry), `event-${event.event_id}.ics`);
  });

  app.get<{ Params: { token: string } }>('/events/feed/:token.ics', { schema: { params: feedParams, response: { 200: icsResponse } } }, async (request, reply) => {
    const { token } = request.params;
    const userId = TOKEN_PATTERN.test(token) ? await feedOwner(app.db, token) : null;
    if (userId === null) throw notFound('no calendar feed found');
    const events = await memberEvents(app.db, userId, nowSeconds() - FEED_PAST_SECONDS, FEED_MAX_EVENTS);
    return sendCalendar(reply, memberCalendar('My Trailhead events', events, app.settings.siteUrl), 'trailhead-events.ics');
  });
}
