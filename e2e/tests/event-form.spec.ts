import type { APIRequestContext } from '@playwright/test';
import { apiSession } from '../fixtures/forum';
import { expect, logIn, test, type Page } from '../fixtures/site';
import { seriousViolations } from '../fixtures/accessibility';

// Hosting an event in the browser (/events/create, /events/{id}/edit): the paid demo member hosts,
// the free demo member (rookie) is told why not. Every event here is the test's own (a unique title).

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local value `days` from now at `hour`:00 (read on whatever zone the form has chosen). */
function localAt(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

async function openForm(page: Page, path = '/events/create') {
  await page.goto(path);
  const form = page.getByTestId('event-form');
  await expect(form).toBeVisible();
  // The option lists are in once the kinds are offered.
  await expect(form.getByLabel('Kind')).toContainText('Ride');
  return form;
}

test('the paid member hosts a weekly ride limited to 3 rigs and lands on its page', async ({ page }) => {
  await logIn(page, 'member');
  const form = await openForm(page);
  expect(await seriousViolations(page, '[data-testid="event-form"]')).toEqual([]);
  const title = `Saturday slickrock ride ${unique()}`;

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Kind').selectOption('ride');
  await form.getByRole('textbox', { name: 'Details' }).click();
  await page.keyboard.type('Air down at the lot, then Hell’s Revenge.');
  await form.getByLabel('Time zone').selectOption('America/Denver');
  await form.getByLabel('Starts').fill(localAt(10, 8));
  await form.getByLabel(/^Ends/).fill(localAt(10, 14));
  await form.getByLabel('Repeats').selectOption('weekly');
  await form.getByText('Saturday', { exact: true }).click();
  await form.getByLabel('Number of times').fill('4');
  await form.getByLabel('Region').selectOption('southwest');
  await form.getByLabel('Location name').fill('Hell’s Revenge trailhead');
  await form.getByLabel('City').fill('Moab');
  await form.getByLabel('State').fill('UT');
  await form.getByLabel('RSVP limit (rigs)').fill('3');
  await form.getByRole('button', { name: 'Create event' }).click();

  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());
  const { event } = await (await page.request.get(`/api/events/${eventId}`)).json();
  expect(event).toMatchObject({ title, kind: 'ride', rigs_no: 3, timezone: 'America/Denver', region: 'southwest', vehicle_type_id: 0 });
  expect(event.recurrence).toMatchObject({ pattern: 'weekly', recurrence_days: ['saturday'], count: 4 });
  expect(event.series_id).not.toBeNull();
});

test('a free member is told why they cannot host', async ({ page }) => {
  await logIn(page, 'rookie');
  await page.goto('/events/create');
  const refusal = page.getByTestId('event-form-refusal');
  await expect(refusal).toContainText('Hosting meetups, trips and rides is a benefit of paid membership.');
  await expect(refusal.getByRole('link', { name: 'See the membership benefits' })).toHaveAttribute('href', '/benefits');
  await expect(page.getByTestId('event-form')).toHaveCount(0);
});

test('a validation error shows the spec’s text, focuses the field and keeps what was typed', async ({ page }) => {
  await logIn(page, 'member');
  const form = await openForm(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/events')) posts.push(request.url());
  });
  await form.getByLabel('Title').fill('Night run that ends before it starts');
  await form.getByLabel('Starts').fill(localAt(5, 20));
  await form.getByLabel(/^Ends/).fill(localAt(5, 18));
  await form.getByRole('button', { name: 'Create event' }).click();

  const summary = page.getByTestId('event-form-problems');
  await expect(summary).toContainText('Please fill out all required fields.');
  await expect(summary).toContainText('Start date should be before end date');
  await expect(page.getByTestId('error-end_local')).toHaveText('Start date should be before end date');
  // The first field with a problem (Kind, still unchosen) has the focus.
  await expect(form.getByLabel('Kind')).toBeFocused();
  await expect(form.getByLabel('Title')).toHaveValue('Night run that ends before it starts');
  await expect(form.getByLabel('Starts')).toHaveValue(localAt(5, 20));
  expect(await seriousViolations(page, '[data-testid="event-form"]')).toEqual([]);
  expect(posts).toEqual([]);
});

async function createSeries(session: APIRequestContext, title: string) {
  const start = Math.floor(Date.now() / 1000) + 7 * 86_400;
  const response = await session.post('/api/events', {
    data: {
      title,
      description: '<p>Coffee first, then the sunrise.</p>',
      kind: 'ride',
      start_date: start,
      end_date: start + 3 * 3600,
      timezone: 'America/Denver',
      region: 'southwest',
      location_name: 'Sand Flats',
      rigs_no: 6,
      vehicle_type_id: 0,
      visibility: 'everyone',
      recurrence_pattern: 'weekly',
      recurrence_interval: 1,
      recurrence_days: ['saturday'],
      recurrence_count: 4,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).event as { event_id: number; series_id: number };
}

test('an organiser changes this and all following occurrences of a series', async ({ page, baseURL }) => {
  const session = await apiSession(baseURL!, 'member');
  const title = `Sunrise run ${unique()}`;
  const first = await createSeries(session, title);
  // Occurrences are written together: the second and third follow the first.
  const secondId = first.event_id + 1;
  const third = (await (await session.get(`/api/events/${secondId + 1}`)).json()).event;
  expect(third.series_id).toBe(first.series_id);

  await logIn(page, 'member');
  const form = await openForm(page, `/events/${secondId}/edit`);
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByLabel('Title').fill(`${title} (new meeting point)`);
  await form.getByLabel('Location name').fill('Lions Back trailhead');
  await form.getByRole('button', { name: 'Save changes' }).click();

  const question = page.getByTestId('apply-to');
  await expect(question).toContainText('This event is part of a series');
  await expect(question.getByRole('button', { name: 'Only this event' })).toBeFocused();
  await question.getByRole('button', { name: 'This and all following events' }).click();

  await expect(page).toHaveURL(new RegExp(`/events/${secondId}$`));
  await expect(page.getByText('Changes saved')).toBeVisible();
  const read = async (id: number) => (await (await session.get(`/api/events/${id}`)).json()).event;
  expect((await read(first.event_id)).title).toBe(title);
  expect(await read(secondId)).toMatchObject({ title: `${title} (new meeting point)`, location_name: 'Lions Back trailhead' });
  expect(await read(secondId + 1)).toMatchObject({ title: `${title} (new meeting point)`, location_name: 'Lions Back trailhead' });
  await session.dispose();
});
