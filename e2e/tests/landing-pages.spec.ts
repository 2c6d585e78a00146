import { expect, logIn, SITE_VERSION_TEXT, test } from '../fixtures/site';

test.describe('every area renders its landing page from the seeded database', () => {
  test('the frame shows the logo, the menu and the version', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('link', { name: 'Trailhead home' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Forums', exact: true })).toBeVisible();
    await expect(page.getByTestId('app-version')).toHaveText(SITE_VERSION_TEXT);
  });

  test('events list', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Past' }).click();
    await expect(page).toHaveURL(/past_events=1/);
    await expect(page.getByTestId('event-card').first()).toBeVisible();
  });

  test('clubs list', async ({ page }) => {
    await page.goto('/clubs');
    await expect(page.getByTestId('club-card').first()).toBeVisible();
  });

  test('members list', async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByTestId('member-card').first()).toBeVisible();
  });

  test('a visitor is asked to log in for conversations and alerts', async ({ page }) => {
    await page.goto('/conversations');
    await expect(page.getByTestId('login-required')).toHaveText('Please login in to see the content of the page.');
    await page.goto('/alerts');
    await expect(page.getByTestId('login-required')).toBeVisible();
  });

  test("a member sees their conversations and alerts", async ({ page }) => {
    await logIn(page, 'member');
    await page.goto('/conversations');
    await expect(page.getByTestId('account-menu')).toContainText('member');
    await expect(page.getByTestId('conversation-row').first()).toBeVisible();
    await page.goto('/alerts');
    await expect(page.getByTestId('alert-row').first()).toBeVisible();
  });

  test('without a Google Maps key the map is the keyless map, with the members on it', async ({ page }) => {
    await logIn(page, 'member');
    await page.goto('/map');
    await expect(page.getByTestId('map-view')).toHaveAttribute('data-map', 'keyless');
    await expect(page.getByTestId('map-view').getByRole('button', { name: /^Zoom into \d+ markers$/ }).first()).toBeVisible();
  });

  test('the map is refused to a free account with the reason', async ({ page }) => {
    await logIn(page, 'rookie');
    await page.goto('/map');
    await expect(page.getByText('The member map is a benefit of paid membership.')).toBeVisible();
  });
});
