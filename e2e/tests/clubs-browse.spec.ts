import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { apiSession } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// Reads the seeded clubs (Moab Trail Crew in Moab, UT, which the demo member joined; Lone Star
// Trekkers, owned by the member, for the Trekker; Nomad Classics Online; Alberta Foothills 4x4 for
// another type). Other tests add approved clubs of their own, so lists are checked by what they
// must and must not hold, not by their length. The paging test registers clubs under a name of its own.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const card = (page: Page, name: string) => page.getByTestId('club-card').filter({ has: page.getByRole('link', { name, exact: true }) });
const filters = (page: Page) => page.getByRole('search', { name: 'Find clubs' });

test('a visitor searches (in the URL, back restores it), filters by type and sorts by name', async ({ page }) => {
  await page.goto('/clubs');
  await expect(card(page, 'Moab Trail Crew')).toBeVisible();
  await expect(card(page, 'Moab Trail Crew').getByTestId('club-place')).toHaveText('Moab, UT');
  await expect(page.getByTestId('clubs-recent').getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('clubs-most-viewed').getByRole('link').first()).toBeVisible();
  // Visitors have no clubs of their own to filter by.
  await expect(filters(page).getByRole('checkbox', { name: 'Clubs I joined' })).toHaveCount(0);

  await filters(page).getByRole('searchbox', { name: 'Search clubs' }).fill('Moab Trail');
  await expect(page).toHaveURL(/[?&]search=Moab(\+|%20)Trail/);
  await expect(page.getByTestId('club-card')).toHaveCount(1);
  await expect(card(page, 'Moab Trail Crew')).toBeVisible();

  await filters(page).getByRole('searchbox', { name: 'Search clubs' }).fill('no club is called this zq');
  await expect(page.getByTestId('no-clubs')).toHaveText('No clubs found');
  await page.goBack();
  await expect(filters(page).getByRole('searchbox', { name: 'Search clubs' })).toHaveValue('Moab Trail');
  await expect(card(page, 'Moab Trail Crew')).toBeVisible();
  await filters(page).getByRole('searchbox', { name: 'Search clubs' }).fill('');
  await expect(page).not.toHaveURL(/search=/);

  await filters(page).getByRole('combobox', { name: 'Club type' }).selectOption('online');
  await expect(page).toHaveURL(/clubType=online/);
  await expect(card(page, 'Nomad Classics Online')).toBeVisible();
  await expect(card(page, 'Moab Trail Crew')).toHaveCount(0);
  for (const type of await page.getByTestId('club-card').getByText(/^(Online|In person)$/).allTextContents()) expect(type).toBe('Online');

  await filters(page).getByRole('combobox', { name: 'Club type' }).selectOption('any');
  await filters(page).getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect(filters(page).getByRole('combobox', { name: 'Order' })).toHaveValue('asc');
  await expect(page).toHaveURL(/sortBy=name/);
  // Other specs add clubs to the same site: the order is what is checked, not which club comes first.
  await expect(async () => {
    const ascending = await page.getByTestId('club-card').getByRole('heading').allTextContents();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  }).toPass();
  await filters(page).getByRole('combobox', { name: 'Order' }).selectOption('desc');
  await expect(page).toHaveURL(/sortBy=name&sortOrder=desc|sortOrder=desc.*sortBy=name/);
  const names = await page.getByTestId('club-card').getByRole('heading').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
});

test('the list follows the vehicle type chosen in the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/clubs');
  await expect(card(page, 'Alberta Foothills 4x4')).toBeVisible();
  await page.getByTestId('vehicle-switcher').selectOption({ label: 'Kestrel Trekker' });
  await expect(page).toHaveURL(/\/clubs/);
  await expect(card(page, 'Lone Star Trekkers')).toBeVisible();
  await expect(card(page, 'Alberta Foothills 4x4')).toHaveCount(0);
  await expect(filters(page).getByRole('combobox', { name: 'Vehicle type' })).toHaveValue('1');
});

test('a member sees the clubs they joined, with their standing on each card', async ({ page }) => {
  await logIn(page, 'member');
  await page.goto('/clubs');
  // The visible box is drawn over the input: a person clicks its label.
  await filters(page).getByText('Clubs I joined').click();
  await expect(filters(page).getByRole('checkbox', { name: 'Clubs I joined' })).toBeChecked();
  await expect(page).toHaveURL(/showFollowedOnly=1/);
  await expect(card(page, 'Moab Trail Crew').getByText('Joined')).toBeVisible();
  await expect(card(page, 'Lone Star Trekkers').getByText('Owner')).toBeVisible();
  await expect(card(page, 'Alberta Foothills 4x4')).toHaveCount(0);
  const standings = await page.getByTestId('club-card').evaluateAll((cards) => cards.map((element) => /(Joined|Owner|Banned)/.test(element.textContent ?? '')));
  expect(standings.every(Boolean)).toBe(true);
});

test('pages of 20 through the URL', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const tag = `Pagers ${unique()}`;
  const moderator = await apiSession(baseURL!, 'moderator');
  for (let n = 1; n <= 21; n += 1) {
    const created = await moderator.post('/api/clubs', { data: { name: `${tag} ${String(n).padStart(2, '0')}`, location_type: 'online' } });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { club } = (await created.json()) as { club: { id: number } };
    const approved = await moderator.post(`/api/clubs/${club.id}/review`, { data: { decision: 'approve' } });
    expect(approved.ok(), await approved.text()).toBeTruthy();
  }
  await page.goto(`/clubs?search=${encodeURIComponent(tag)}&sortBy=name`);
  await expect(page.getByTestId('club-card')).toHaveCount(20);
  await expect(page.getByTestId('pager')).toContainText('Page 1 of 2');
  await page.getByTestId('pager').getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('club-card')).toHaveCount(1);
  await expect(card(page, `${tag} 21`)).toBeVisible();
  await page.reload();
  await expect(card(page, `${tag} 21`)).toBeVisible();
});

test('without a Google Maps key the map view lists the clubs by state and province', async ({ page }) => {
  await page.goto('/clubs');
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const byState = page.getByTestId('clubs-by-state');
  const utah = byState.locator('section').filter({ has: page.getByRole('heading', { name: /^UT, United States/ }) });
  await expect(utah.getByRole('link', { name: 'Moab Trail Crew' })).toHaveAttribute('href', '/clubs/moab-trail-crew');
  await expect(byState.getByRole('heading', { name: /^AB, Canada/ })).toBeVisible();
  await expect(byState.getByRole('link', { name: 'Nomad Classics Online' })).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing serious on /clubs at ${width} px: the list, the map view and the moderators' queue`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/clubs');
    await expect(page.getByTestId('club-card').first()).toBeVisible();
    await expect(page.getByTestId('clubs-most-viewed').getByRole('link').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/clubs?view=map');
    await expect(page.getByTestId('clubs-by-state')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await logIn(page, 'moderator');
    await page.goto('/clubs?view=review');
    await expect(page.getByTestId('review-queue')).toBeVisible();
    await expect(page.getByTestId('review-queue').getByText(/No clubs are waiting|Approve/).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
