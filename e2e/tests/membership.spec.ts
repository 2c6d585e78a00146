import { expect, test, type APIRequestContext } from '@playwright/test';
import { newMemberSession } from '../fixtures/accounts';
import { alertsOf } from '../fixtures/forum';
import { logIn, waitForLivePage } from '../fixtures/site';
import { seriousViolations } from '../fixtures/accessibility';

const MAP_REFUSED = 'The member map is a benefit of paid membership.';
const DAY = 86_400;

async function userIdOf(session: APIRequestContext): Promise<number> {
  return ((await (await session.get('/api/me')).json()) as { user_id: number }).user_id;
}

test('a free member accepts the trial → the map opens → the trial expires (moved clock) → free again, the map refused, and alerted', async ({ page, baseURL }) => {
  const member = await newMemberSession(baseURL!);
  const userId = await userIdOf(member.session);
  await logIn(page, member);

  await page.goto('/map');
  await expect(page.getByText(MAP_REFUSED)).toBeVisible();

  await page.goto('/subscriptions');
  const card = page.getByTestId('current-membership');
  await expect(card).toHaveAttribute('data-code', 'free_membership');
  await expect(page.getByTestId('trial-offer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accept the 30-day trial' }).click();

  await expect(card).toHaveAttribute('data-code', 'trial_membership');
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Your trial membership has started.' })).toBeVisible();
  await expect(page.getByTestId('partner-code')).toHaveText(/\S/);
  await expect(page.getByTestId('membership-until')).toContainText('Until ');
  await expect(page.getByTestId('trial-offer')).toHaveCount(0);

  // The map opens for them at once (the keyless map: the tests' site has no Google Maps key).
  await page.goto('/map');
  await expect(page.getByTestId('map-view')).toBeVisible();
  await expect(page.getByText(MAP_REFUSED)).toHaveCount(0);
  expect((await alertsOf(member.session)).map((alert) => alert.action)).toContain('subscription_update');

  // Thirty-one days later, as far as the expiry job knows (this member only).
  const run = await member.session.post('/api/membership/test/run-expiry', { data: { at: Math.floor(Date.now() / 1000) + 31 * DAY, user_id: userId } });
  expect(run.ok()).toBeTruthy();
  expect(((await run.json()) as { ended_user_ids: number[] }).ended_user_ids).toEqual([userId]);

  await page.goto('/subscriptions');
  await expect(page.getByTestId('current-membership')).toHaveAttribute('data-code', 'free_membership');
  await expect(page.getByTestId('partner-code')).toHaveCount(0);
  // One trial only: a former member is invited to join instead.
  await expect(page.getByTestId('join-invitation')).toBeVisible();

  await page.goto('/map');
  await expect(page.getByText(MAP_REFUSED)).toBeVisible();

  const downgrade = (await alertsOf(member.session)).find((alert) => alert.action === 'subscription_downgrade');
  expect(downgrade).toMatchObject({ Content: { view_url: '/subscriptions', title: 'Trial Membership' } });
  await page.goto('/alerts');
  await expect(page.getByTestId('alert-row').filter({ hasText: 'Your Trial Membership ended: you are back on the Free Membership.' })).toBeVisible();

  await page.goto('/subscriptions-old');
  await expect(page.getByTestId('past-subscriptions')).toContainText('Trial Membership');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a member who never had a membership sees no past subscriptions', async ({ page, baseURL }) => {
  const member = await newMemberSession(baseURL!);
  await logIn(page, member);
  await page.goto('/subscriptions-old');
  await expect(page.getByTestId('past-subscriptions-empty')).toHaveText('You have no past subscriptions.');
});

test('the paid member sees their premium membership, what it gives and the partner discount code', async ({ page }) => {
  await logIn(page, 'member');
  await page.goto('/subscriptions');
  await expect(page.getByTestId('current-membership')).toHaveAttribute('data-code', 'premium_membership');
  await expect(page.getByTestId('membership-benefits')).toContainText('Member pricing');
  await expect(page.getByTestId('partner-code')).toHaveText(/\S/);
});

for (const path of ['/benefits', '/join-us']) {
  test(`a visitor reads ${path}, drawn by the server: the tiers and benefits, and store links that open a new tab`, async ({ page }) => {
    const response = await page.request.get(path, { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('Premium Membership');
    await page.goto(path);
    await waitForLivePage(page);
    await expect(page.getByTestId('membership-tiers')).toBeVisible();
    await expect(page.getByText('10 % off gear in the store', { exact: false }).first()).toBeVisible();
    const store = page.getByRole('link', { name: /Get Premium Membership/ });
    await expect(store).toHaveAttribute('target', '_blank');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the e2e clock hook refuses a bad time', async ({ request }) => {
  const response = await request.post('/api/membership/test/run-expiry', { data: { at: 'tomorrow' } });
  expect(response.status()).toBe(400);
});
