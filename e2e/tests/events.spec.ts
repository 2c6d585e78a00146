import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { alertsOf, apiSession } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// Every event here is made by the test through the API (the demo 'member' is a paid member and may
// host); the people who RSVP are members of the test's own, so no other test sees or changes them.

const DAY = 86_400;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface CreatedEvent {
  event_id: number;
  title: string;
  view_url: string;
  ics_url: string;
}

/** POST /events as the host; starts in ten days at Moab (where the demo moderator's map position is). */
async function createEvent(host: APIRequestContext, change: Record<string, unknown> = {}): Promise<CreatedEvent> {
  const start = Math.floor(Date.now() / 1000) + 10 * DAY;
  const response = await host.post('/api/events', {
    data: {
      title: `Slickrock sunrise ${unique()}`,
      description: '<p>Meet at the <strong>trailhead</strong>.</p>',
      kind: 'ride',
      start_date: start,
      end_date: start + 6 * 3600,
      timezone: 'America/Denver',
      region: 'southwest',
      location_name: 'Sand Flats',
      city: 'Moab',
      state: 'UT',
      latitude: 38.58,
      longitude: -109.51,
      rigs_no: 0,
      vehicle_type_id: 0,
      visibility: 'everyone',
      ...change,
    },
  });
  expect(response.ok(), `create event: ${response.status()} ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { event: CreatedEvent }).event;
}

async function attend(session: APIRequestContext, eventId: number, yes: boolean) {
  const response = await session.post(`/api/events/${eventId}/attend`, { data: { attend: yes ? 1 : 0 } });
  expect(response.ok(), `attend ${yes ? 1 : 0}: ${await response.text()}`).toBeTruthy();
}

test('RSVP with a limit: the fourth member waits, then is promoted when someone withdraws, and is alerted', async ({ page, baseURL }) => {
  const host = await apiSession(baseURL!, 'member');
  const event = await createEvent(host, { rigs_no: 2 });
  const [first, second, fourth] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  await attend(first.session, event.event_id, true);
  await attend(second.session, event.event_id, true);

  await logIn(page, fourth);
  await page.goto(`/events/${event.event_id}`);
  const rsvp = page.getByTestId('rsvp-panel');
  await expect(rsvp.getByTestId('rsvp-count')).toHaveText('Full · 2 / 2 going');
  await rsvp.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(rsvp.getByTestId('rsvp-status')).toHaveText('You are on the waitlist, number 1.');
  await expect(rsvp.getByTestId('rsvp-count')).toHaveText('Full · 1 waiting');
  await expect(page.getByTestId('waitlist-list')).toContainText(fourth.username);
  await expect(page.getByTestId('alerts-badge')).toHaveCount(0);

  // Someone withdraws elsewhere: the page learns it live, and the promoted member's alert count rises.
  await attend(first.session, event.event_id, false);
  await expect(rsvp.getByTestId('rsvp-status')).toHaveText('You are going.');
  await expect(rsvp.getByTestId('rsvp-count')).toHaveText('Full · 2 / 2 going');
  await expect(rsvp.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(page.getByTestId('alerts-badge')).toHaveText('1');
  // The number is drawn inside its red badge (a 40 px line height once put it below the badge).
  const numberInside = await page.getByTestId('alerts-badge').evaluate((badge) => {
    const text = document.createRange();
    text.selectNodeContents(badge);
    const [inner, outer] = [text.getBoundingClientRect(), badge.getBoundingClientRect()];
    return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
  });
  expect(numberInside).toBe(true);
  expect((await alertsOf(fourth.session)).some((alert) => alert.action === 'event_promoted')).toBe(true);
});

test('an organiser invites everyone in range, and the member there is alerted', async ({ page, baseURL }) => {
  await logIn(page, 'member');
  const host = await apiSession(baseURL!, 'member');
  const event = await createEvent(host, { distance_unit: 'mi' });
  await page.goto(`/events/${event.event_id}/invite`);
  const range = page.getByTestId('invite-in-range');
  await range.getByRole('spinbutton', { name: 'Distance (miles)' }).fill('10');
  await range.getByRole('button', { name: 'Find members' }).click();
  const result = range.getByTestId('range-result');
  await expect(result.getByRole('link', { name: 'moderator' })).toBeVisible();
  await result.getByRole('button', { name: 'Invite everyone in range' }).click();
  await expect(page.getByText(/members? invited\./)).toBeVisible();
  await expect(page.getByTestId('invited-list').getByRole('link', { name: 'moderator' })).toBeVisible();

  const moderator = await apiSession(baseURL!, 'moderator');
  await expect.poll(async () => (await alertsOf(moderator)).some((alert) => alert.action === 'event_invite' && (alert.Content?.view_url ?? '').endsWith(`/events/${event.event_id}`))).toBe(true);

  // Everyone there has been invited already: the API's own words.
  await range.getByRole('button', { name: 'Find members' }).click();
  await range.getByTestId('range-result').getByRole('button', { name: 'Invite everyone in range' }).click();
  await expect(range.getByTestId('invite-error')).toHaveText('no invite sent');
});

test('an organiser cancels one occurrence of a series with a reason, and an attendee is alerted', async ({ page, baseURL }) => {
  const host = await apiSession(baseURL!, 'member');
  const series = await createEvent(host, { recurrence_pattern: 'weekly', recurrence_interval: 1, recurrence_days: ['saturday'], recurrence_count: 3 });
  const attendee = await newMemberSession(baseURL!);
  await attend(attendee.session, series.event_id, true);

  await logIn(page, 'member');
  await page.goto(`/events/${series.event_id}`);
  await page.getByTestId('organiser-actions').getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog).toContainText('Only this occurrence is cancelled.');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Flash flood warning on the rim');
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByTestId('event-cancelled')).toContainText('Reason: Flash flood warning on the rim');
  await expect(page.getByTestId('rsvp-button')).toHaveCount(0);

  await expect.poll(async () => (await alertsOf(attendee.session)).some((alert) => alert.action === 'event_cancel')).toBe(true);
  // The next occurrence goes on (read every page: the run's other events may fill the first ones).
  const occurrences: Array<{ is_cancelled: boolean; title: string }> = [];
  for (let page = 1, last = 1; page <= last; page += 1) {
    const answer = await (await host.get('/api/events', { params: { page } })).json();
    occurrences.push(...answer.events.filter((other: { title: string }) => other.title === series.title));
    last = answer.pagination.last_page;
  }
  expect(occurrences.some((other) => !other.is_cancelled)).toBe(true);
});

test('the calendar link downloads an iCalendar file with the series rule', async ({ page, baseURL }) => {
  const host = await apiSession(baseURL!, 'member');
  const series = await createEvent(host, { recurrence_pattern: 'weekly', recurrence_interval: 1, recurrence_days: ['saturday'], recurrence_count: 4 });
  await page.goto(`/events/${series.event_id}`);
  const link = page.getByTestId('ics-link');
  await expect(link).toHaveText('Add to calendar (the whole series)');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await (await download).path();
  const text = (await import('node:fs')).readFileSync(file!, 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`SUMMARY:${series.title}`);
  expect(text).toMatch(/RRULE:FREQ=WEEKLY;[^\r\n]*COUNT=4/);
  expect(text).toMatch(/BYDAY=SA/);
});

test('the events pages have no serious accessibility violations', async ({ page, baseURL }) => {
  const host = await apiSession(baseURL!, 'member');
  const event = await createEvent(host, { rigs_no: 5 });
  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone too (the top bar's logo is smaller there).
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/events/${event.event_id}`);
  await expect(page.getByTestId('event-title')).toHaveText(event.title);
  await expect(page.getByTestId('attendees')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await logIn(page, 'member');
  await page.goto(`/events/${event.event_id}`);
  await expect(page.getByTestId('organiser-actions')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/events/${event.event_id}/invite`);
  await expect(page.getByTestId('invite-in-range')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The list as a map: without a Maps key, the events grouped by region.
  await page.goto('/events?view=map');
  await expect(page.getByTestId('events-by-region')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
