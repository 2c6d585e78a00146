import { expect, test, type Locator } from '@playwright/test';
import { logIn, waitForLivePage } from '../fixtures/site';
import { seriousViolations } from '../fixtures/accessibility';

const MAP_REFUSED = 'The member map is a benefit of paid membership.';
/** A demo member who hides their map position (api/src/seed/members.data.ts: COMMUNITY index 2, a paid trial member). */
const HIDDEN_MEMBER = 'MudQueen';
const MOAB = '38.5733,-109.5498';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Zooms into clusters until a marker of this kind shows on the map; returns it. */
async function zoomUntilMarker(map: Locator, kind: string): Promise<Locator> {
  const marker = map.locator(`button[data-marker="${kind}"]`).first();
  const cluster = map.getByRole('button', { name: /^Zoom into \d+ markers$/ }).first();
  await expect(cluster).toBeVisible();
  for (let step = 0; step < 12 && !(await marker.isVisible()); step += 1) {
    const before = await cluster.getAttribute('aria-label');
    await cluster.click();
    // The view changed: the cluster chosen split or moved.
    await expect.poll(async () => (await marker.isVisible()) || (await cluster.getAttribute('aria-label').catch(() => null)) !== before || (await cluster.count()) === 0).toBe(true);
  }
  await expect(marker).toBeVisible();
  return marker;
}

test('a paid member zooms into a cluster to a member, opens their card and starts a conversation; then registered users and the events layer', async ({ page }) => {
  await logIn(page, 'member');
  await page.goto('/map?layers=members');
  const map = page.getByTestId('map-view');
  await expect(map).toHaveAttribute('data-map', 'keyless');

  const marker = await zoomUntilMarker(map, 'member');
  const username = (await marker.getAttribute('aria-label'))!;
  await marker.click();
  const card = page.getByTestId('chosen-marker');
  await expect(card.getByRole('link', { name: username, exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Start conversation' }).click();
  await expect(page).toHaveURL(/\/manageConversation\?conversationUsers=/);
  await expect(page.getByTestId('start-conversation-form').getByTestId('recipient-chip-name')).toHaveText([username]);

  await page.goto('/map');
  const groups = page.getByRole('group', { name: 'Which members' });
  await groups.getByRole('button', { name: 'Registered' }).click();
  await expect(groups.getByRole('button', { name: /^Registered \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('map-layers').getByText('Trail locations').click();
  await page.getByTestId('map-layers').getByText('Events').click();
  await expect(page).toHaveURL(/show=registeredUsers/);
  await expect(page).toHaveURL(/layers=members%2Cevents|layers=members,events/);
  await zoomUntilMarker(map, 'event');
  await expect(page.getByTestId('map-legend')).toContainText('Events');
  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByRole('group', { name: 'Which members' }).getByRole('button', { name: /^Registered \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a 100-mile radius around a chosen point lists who and what is inside, nearest first; a member who hides their position is on neither the map nor the list', async ({ page }) => {
  await logIn(page, 'member');
  await page.goto(`/map?centre=${MOAB}&layers=members,locations`);
  const radius = page.getByTestId('radius-filter');
  await expect(radius.getByRole('combobox', { name: 'Radius size in miles' })).toHaveValue('100');
  await expect(radius).toContainText('Off: the whole map is shown.');
  await radius.getByText('Radius filter').click();
  await expect(radius).toContainText('Showing what lies within 100 miles around the chosen point (38.57, -109.55).');

  const rows = page.getByTestId('radius-entry');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Within 100 miles \(\d+\)$/ })).toBeVisible();
  await expect(page.getByTestId('radius-list')).toContainText('moderator');
  const distances = (await page.getByTestId('radius-distance').allTextContents()).map((text) => Number.parseFloat(text));
  expect(distances.every((miles) => miles <= 100)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expect(page.getByTestId('radius-list')).not.toContainText(HIDDEN_MEMBER);

  // The hidden member is not in what the map draws either (the API leaves them out, radius or not).
  for (const query of ['member=1&registered=1', `member=1&registered=1&latitude=41.14&longitude=-104.82&radius=500`]) {
    const answer = (await (await page.request.get(`/api/users/map?${query}`)).json()) as { allUsers: { username: string }[] };
    expect(answer.allUsers.length).toBeGreaterThan(0);
    expect(answer.allUsers.map((user) => user.username)).not.toContain(HIDDEN_MEMBER);
  }
  await expect(page.getByTestId('map-view').getByRole('button', { name: HIDDEN_MEMBER, exact: true })).toHaveCount(0);

  // A click on the map chooses another centre; Reset returns to off, 100 miles.
  await radius.getByRole('button', { name: 'Choose on the map' }).click();
  await expect(radius).toContainText('Click the map to choose the centre of the radius.');
  const box = (await page.getByTestId('map-view').boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.72);
  await expect(radius).toContainText(/around the chosen point \((?!38\.57, -109\.55)/);
  await radius.getByRole('button', { name: 'Reset' }).click();
  await expect(radius).toContainText('Off: the whole map is shown.');
  await expect(page.getByTestId('radius-list')).toHaveCount(0);
});

test('a second visit draws from the local store even when the members cannot be fetched, and says the data is stale', async ({ page }) => {
  await logIn(page, 'member');
  await page.clock.install();
  await page.goto('/map?layers=members');
  await expect(page.getByRole('button', { name: /^Zoom into \d+ markers$/ }).first()).toBeVisible();

  // A day later, with /users/map down.
  await page.clock.fastForward(DAY_MS + 60_000);
  await page.route('**/api/users/map?**', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('button', { name: /^Zoom into \d+ markers$/ }).first()).toBeVisible();
  await expect(page.getByTestId('stale-map-data')).toHaveText(/^Showing map data from .+; it could not be refreshed\.$/);
});

test('a free member and a visitor are told what the map is and how to get it; the API refuses the free member', async ({ page }) => {
  await page.goto('/map');
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { name: 'Member map', exact: true })).toBeVisible();
  await expect(page.getByText(MAP_REFUSED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/join-us');
  expect(await seriousViolations(page)).toEqual([]);

  await logIn(page, 'rookie');
  await page.goto('/map');
  await expect(page.getByText(MAP_REFUSED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/subscriptions');
  await expect(page.getByTestId('map-view')).toHaveCount(0);
  const refused = await page.request.get('/api/users/map');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errors: { message: string }[] }).errors[0].message).toBe(MAP_REFUSED);
});

test('a location another member adds appears on an open map without a reload', async ({ page, browser, baseURL }) => {
  await logIn(page, 'member');
  // The map has read its locations before the new one exists (so only the live change can bring it).
  const locationsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/locations');
  await page.goto('/map');
  await locationsRead;
  const map = page.getByTestId('map-view');
  await expect(map).toHaveAttribute('data-map', 'keyless');
  await expect(map.getByRole('button', { name: /^Zoom into \d+ markers$/ }).first()).toBeVisible();

  // The moderator, elsewhere, adds a trailhead far from any other (Nome, Alaska).
  const name = `Anvil Mountain trailhead ${Date.now().toString(36)}`;
  const elsewhere = await browser.newContext({ baseURL });
  const moderator = await elsewhere.newPage();
  await logIn(moderator, 'moderator');
  const added = await moderator.request.post('/api/locations', {
    data: { name, location_type: 'trailhead', address: `${Date.now().toString(36)} Anvil Mountain Road`, city: 'Nome', state: 'AK', country: 'US', latitude: 64.5511, longitude: -165.3412 },
  });
  expect(added.status()).toBe(200);
  await elsewhere.close();

  // The open map draws it, without a reload.
  await expect(map.getByRole('button', { name, exact: true })).toBeVisible();
});
