import type { APIRequestContext } from '@playwright/test';
import { newMemberSession } from '../fixtures/accounts';
import { apiSession } from '../fixtures/forum';
import { expect, logIn, test } from '../fixtures/site';
import { seriousViolations } from '../fixtures/accessibility';

// Club events in the browser (/clubs/{slug}/events, /events/create, /events/{id}): each test makes
// its own club (registered by the paid demo member, approved by the demo moderator) and members of
// its own who join it through the API; the outsider is a member of the site, not of the club.

const DAY = 86_400;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const pad = (value: number) => String(value).padStart(2, '0');
const NOT_MEMBER = 'Only members of this club can take part in it. Join the club first.';

/** A datetime-local value `days` from now at `hour`:00. */
function localAt(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

interface TestClub {
  id: number;
  slug: string;
  name: string;
}

/** An approved online club of the test's own, with `joiners` as its members (state valid). */
async function approvedClub(baseURL: string, joiners: APIRequestContext[]): Promise<TestClub> {
  const owner = await apiSession(baseURL, 'member');
  const name = `Slickrock Crawlers ${unique()}`;
  const created = await owner.post('/api/clubs', { data: { name, location_type: 'online', description: 'Weekend crawls for the test.' } });
  expect(created.ok(), `register club: ${await created.text()}`).toBeTruthy();
  const { club } = (await created.json()) as { club: TestClub };
  const moderator = await apiSession(baseURL, 'moderator');
  const reviewed = await moderator.post(`/api/clubs/${club.id}/review`, { data: { decision: 'approve' } });
  expect(reviewed.ok(), `approve club: ${await reviewed.text()}`).toBeTruthy();
  for (const session of joiners) {
    const joined = await session.post(`/api/clubs/${club.slug}/join`);
    expect(joined.ok(), `join club: ${await joined.text()}`).toBeTruthy();
  }
  return club;
}

// A club event is in GET /events too: these start far enough ahead not to push other tests' events
// (a few days out) off the first page of that list.
const DAYS_AHEAD = 200;

/** POST /clubs/{id}/events as a club member: a ride DAYS_AHEAD from now. */
async function createClubEvent(host: APIRequestContext, club: TestClub, change: Record<string, unknown> = {}): Promise<{ event_id: number; title: string; view_url: string }> {
  const start = Math.floor(Date.now() / 1000) + DAYS_AHEAD * DAY;
  const response = await host.post(`/api/clubs/${club.id}/events`, {
    data: {
      title: `Fins and Things ${unique()}`,
      description: '<p>Air down at the lot.</p>',
      kind: 'ride',
      start_date: start,
      end_date: start + 6 * 3600,
      timezone: 'America/Denver',
      region: 'southwest',
      location_name: 'Sand Flats',
      rigs_no: 0,
      vehicle_type_id: 0,
      visibility: 'everyone',
      ...change,
    },
  });
  expect(response.ok(), `create club event: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { event: { event_id: number; title: string; view_url: string } }).event;
}

test('a club member creates a club event limited to 2 rigs in the club’s form and lands on its page in the club', async ({ page, baseURL }) => {
  const host = await newMemberSession(baseURL!);
  const club = await approvedClub(baseURL!, [host.session]);
  await logIn(page, host);

  await page.goto(`/clubs/${club.slug}/events`);
  await expect(page.getByTestId('no-events')).toHaveText(`${club.name} has no upcoming events. Create the first one!`);
  await page.getByRole('link', { name: 'Create a club event' }).click();
  await expect(page).toHaveURL(`/clubs/${club.slug}/events/create`);
  const form = page.getByTestId('event-form');
  await expect(form.getByLabel('Kind')).toContainText('Ride');
  expect(await seriousViolations(page)).toEqual([]);

  const title = `Fins and Things ${unique()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Kind').selectOption('ride');
  await form.getByRole('textbox', { name: 'Details' }).click();
  await page.keyboard.type('Air down at the lot, then Fins and Things.');
  await form.getByLabel('Time zone').selectOption('America/Denver');
  await form.getByLabel('Starts').fill(localAt(DAYS_AHEAD, 8));
  await form.getByLabel(/^Ends/).fill(localAt(DAYS_AHEAD, 14));
  await form.getByLabel('Region').selectOption('southwest');
  await form.getByLabel('Location name').fill('Sand Flats');
  await form.getByLabel('RSVP limit (rigs)').fill('2');
  await form.getByRole('button', { name: 'Create event' }).click();

  await expect(page).toHaveURL(new RegExp(`/clubs/${club.slug}/events/\\d+$`));
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('club-header')).toBeVisible();
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());
  const { event, club: ofClub } = await (await page.request.get(`/api/clubs/events/${eventId}`)).json();
  expect(event).toMatchObject({ title, rigs_no: 2, club_id: club.id, view_url: `/clubs/${club.slug}/events/${eventId}` });
  expect(ofClub).toMatchObject({ id: club.id });

  // The club's list has it now, linking to its page in the club.
  await page.getByRole('link', { name: `All events of ${club.name}` }).click();
  await expect(page.getByTestId('event-card').getByRole('link', { name: title })).toHaveAttribute('href', `/clubs/${club.slug}/events/${eventId}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('another club member RSVPs and the count changes at once; a third fills it, seen live', async ({ page, baseURL }) => {
  const [host, rider, late] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  const club = await approvedClub(baseURL!, [host.session, rider.session, late.session]);
  // Hosting does not RSVP the host: nobody is going yet.
  const event = await createClubEvent(host.session, club, { rigs_no: 2 });

  await logIn(page, rider);
  await page.goto(`/clubs/${club.slug}/events/${event.event_id}`);
  const rsvp = page.getByTestId('rsvp-panel');
  await expect(rsvp.getByTestId('rsvp-count')).toHaveText('0 / 2 going');
  await rsvp.getByRole('button', { name: 'Attend' }).click();
  await expect(rsvp.getByTestId('rsvp-count')).toHaveText('1 / 2 going');
  await expect(rsvp.getByTestId('rsvp-status')).toHaveText('You are going.');
  await expect(page.getByTestId('attending-list')).toContainText(rider.username);
  expect(await seriousViolations(page)).toEqual([]);

  // Another member attends elsewhere: the event is full, and this page learns it live.
  const other = await late.session.post(`/api/clubs/events/${event.event_id}/attend`, { data: { attend: 1 } });
  expect(other.ok(), await other.text()).toBeTruthy();
  await expect(rsvp.getByTestId('rsvp-count')).toHaveText('Full · 2 / 2 going');
  await expect(page.getByTestId('attending-list')).toContainText(late.username);
});

test('a member of the site who has not joined the club is told to join first, on the list and on the event', async ({ page, baseURL }) => {
  const [host, outsider] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  const club = await approvedClub(baseURL!, [host.session]);
  const event = await createClubEvent(host.session, club);

  await logIn(page, outsider);
  await page.goto(`/clubs/${club.slug}/events`);
  await expect(page.getByTestId('club-host-note')).toHaveText(NOT_MEMBER);
  await expect(page.getByRole('link', { name: 'Create a club event' })).toHaveCount(0);

  await page.getByTestId('event-card').getByRole('link', { name: event.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByTestId('rsvp-refusal')).toHaveText(NOT_MEMBER);
  await expect(page.getByTestId('rsvp-button')).toBeDisabled();
  // The API says the same when asked directly.
  const refused = await page.request.post(`/api/clubs/events/${event.event_id}/attend`, { data: { attend: 1 } });
  expect(refused.status()).toBe(403);

  await page.goto(`/clubs/${club.slug}/events/create`);
  await expect(page.getByTestId('event-form-refusal')).toContainText(NOT_MEMBER);
  await expect(page.getByTestId('event-form')).toHaveCount(0);
});

test('a club member replies in the club event’s discussion and the reply shows on the page', async ({ page, baseURL }) => {
  const [host, rider] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  const club = await approvedClub(baseURL!, [host.session, rider.session]);
  const event = await createClubEvent(host.session, club);

  await logIn(page, rider);
  await page.goto(`/clubs/${club.slug}/events/${event.event_id}`);
  const discussion = page.getByTestId('event-discussion');
  await expect(discussion).toContainText('No replies yet.');
  const box = discussion.getByTestId('event-reply-box');
  const reply = `Two seats free from town ${unique()}`;
  await box.getByRole('textbox', { name: 'Your reply' }).click();
  await page.keyboard.type(reply);
  await box.getByRole('button', { name: 'Post reply' }).click();
  await expect(discussion.getByTestId('event-post').filter({ hasText: reply })).toBeVisible();
  await expect(discussion.getByTestId('event-post').filter({ hasText: reply }).getByRole('link', { name: rider.username })).toBeVisible();

  // Read again from the server: the reply is there for the host too.
  await logIn(page, host);
  await page.reload();
  await expect(page.getByTestId('event-discussion').getByTestId('event-post').filter({ hasText: reply })).toBeVisible();
});

test('the host raises the RSVP limit, which lets the first on the waitlist in, then cancels the club event with a reason', async ({ page, baseURL }) => {
  const [host, first, second] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  const club = await approvedClub(baseURL!, [host.session, first.session, second.session]);
  const event = await createClubEvent(host.session, club, { rigs_no: 1 });
  for (const session of [first.session, second.session]) expect((await session.post(`/api/clubs/events/${event.event_id}/attend`, { data: { attend: 1 } })).ok()).toBeTruthy();

  await logIn(page, host);
  await page.goto(`/clubs/${club.slug}/events/${event.event_id}`);
  await expect(page.getByTestId('rsvp-count')).toHaveText('Full · 1 waiting');
  await expect(page.getByTestId('waitlist-list')).toContainText(second.username);
  const tools = page.getByTestId('organiser-actions');
  await expect(tools.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/clubs/${club.slug}/events/${event.event_id}/edit`);
  await tools.getByLabel('RSVP limit (0 for unlimited)').fill('2');
  await tools.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByTestId('rsvp-count')).toHaveText('Full · 2 / 2 going');
  await expect(page.getByTestId('attending-list')).toContainText(second.username);

  await tools.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Trail closed after the storm');
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByTestId('event-cancelled')).toContainText('Reason: Trail closed after the storm');
  // The club's list leaves it out unless cancelled events are asked for.
  await page.getByRole('link', { name: `All events of ${club.name}` }).click();
  await expect(page.getByTestId('no-events')).toBeVisible();
  await page.getByText('Show cancelled').click();
  await expect(page).toHaveURL(/cancelled_events=1/);
  await expect(page.getByTestId('event-card').filter({ hasText: event.title })).toContainText('Cancelled');
});

test('the three club event pages have no serious or critical accessibility violation, at 1280 and 375 px', async ({ page, baseURL }) => {
  const host = await newMemberSession(baseURL!);
  const club = await approvedClub(baseURL!, [host.session]);
  const event = await createClubEvent(host.session, club, { rigs_no: 5 });
  await logIn(page, host);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/clubs/${club.slug}/events`);
    await expect(page.getByTestId('event-card')).toBeVisible();
    expect(await seriousViolations(page), `events list at ${width}`).toEqual([]);
    await page.goto(`/clubs/${club.slug}/events/create`);
    await expect(page.getByTestId('event-form').getByLabel('Kind')).toContainText('Ride');
    expect(await seriousViolations(page), `form at ${width}`).toEqual([]);
    await page.goto(`/clubs/${club.slug}/events/${event.event_id}`);
    await expect(page.getByTestId('organiser-actions')).toBeVisible();
    await expect(page.getByTestId('attendees')).toBeVisible();
    expect(await seriousViolations(page), `event page at ${width}`).toEqual([]);
  }
});
