import { seriousViolations } from '../fixtures/accessibility';
import { latestMail } from '../fixtures/accounts';
import { expect, logIn, SITE_VERSION_TEXT, test } from '../fixtures/site';

test('the footer leads to the help pages, with breadcrumbs', async ({ page }) => {
  await page.goto('/events');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('app-version')).toHaveText(SITE_VERSION_TEXT);
  for (const name of ['Terms of Use', 'Help', 'Do Not Sell My Personal Information', 'Cookie Settings', 'Contact us', 'Email Us']) {
    await expect(footer.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Trailhead on Facebook' })).toBeVisible();

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/help\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Home');
  await expect(crumbs).toContainText('Help');
  await expect(crumbs.getByText('Privacy Policy')).toHaveAttribute('aria-current', 'page');

  await crumbs.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByTestId('help-pages').getByRole('link').first()).toBeVisible();
});

test('a guest sends the contact form past its checks and the captcha', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Please verify that you are not a robot')).toBeVisible();

  await dialog.getByLabel(/^Name/).fill('Dusty Rhodes');
  await dialog.getByLabel(/^E-mail/).fill('dusty@trail.example');
  await dialog.getByLabel(/^Subject/).fill('Club listing');
  await dialog.getByLabel(/^Message/).fill('How do I list our club in Moab?');
  await dialog.getByText("I'm not a robot").click();
  await expect(dialog.getByTestId('captcha')).toHaveAttribute('data-state', 'solved', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('contact-done')).toBeVisible();
  expect(latestMail('support@trailhead.example').text).toContain('How do I list our club in Moab?');
});

test("a member's contact form has their name and e-mail filled in and locked", async ({ page }) => {
  await logIn(page, 'member');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('member');
  await expect(dialog.getByLabel(/^Name/)).toBeDisabled();
  await expect(dialog.getByLabel(/^E-mail/)).toBeDisabled();
  await expect(dialog.getByTestId('captcha')).toHaveCount(0);
});

test('Cookie Settings opens our own modal when no consent tool is on the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  // Every control in it has a name (its corner button once had none).
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog.getByText('Changes saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('/no-access says the site is for US residents only', async ({ page }) => {
  await page.goto('/no-access');
  await expect(page.getByText('Trailhead is available to US residents only.')).toBeVisible();
});

test('a top menu item with children opens a menu of itself and its children; its code loads only when reached for', async ({ page }) => {
  const menuCode: string[] = [];
  page.on('request', (request) => {
    if (/menu-with-children/.test(request.url())) menuCode.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/forums');
  await expect(page.getByTestId('forum-row').first()).toBeVisible();
  expect(menuCode, 'menu code fetched with the page').toEqual([]);

  const events = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Events' });
  await expect(events).toHaveAttribute('aria-haspopup', 'menu');
  await events.click();
  await expect(page.getByRole('menuitem', { name: 'All events' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Create event' })).toBeVisible();
  expect(menuCode.length).toBeGreaterThan(0);
  await page.getByRole('menuitem', { name: 'All events' }).click();
  await expect(page).toHaveURL(/\/events$/);
});
