import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { alertsOf, apiSession, pngImage } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// The demo 'member' (a paid member) registers clubs of the test's own, with names no other test
// uses; the demo moderator reviews them. A pending club is seen only by its owner and moderators.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function clubStatus(session: APIRequestContext, slug: string): Promise<number> {
  return (await session.get(`/api/clubs/${slug}`)).status();
}

test('a member registers a club in the form → it waits for review → a moderator approves it in the queue → the owner is alerted', async ({ page, browser, baseURL }) => {
  const name = `Red Rock Rovers ${unique()}`;
  await logIn(page, 'member');
  await page.goto('/clubs');
  await page.getByRole('link', { name: 'Register a club' }).click();
  await expect(page).toHaveURL(/\/clubs\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register Club' })).toBeVisible();

  const form = page.getByTestId('club-form');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Street address/).fill('12 Main St');
  await form.getByLabel(/^City/).fill('Moab');
  await form.getByLabel(/^State or province/).fill('UT');
  await form.getByLabel(/^ZIP or postal code/).fill('84532');
  // A Canadian postal code rule for a US ZIP: the shared rule's message, and what was typed stays.
  await form.getByLabel(/^Country/).selectOption('CA');
  await form.getByRole('button', { name: 'Register club' }).click();
  await expect(form.getByTestId('error-zipcode')).toHaveText('Please enter a valid ZIP code (United States) or postal code (Canada)');
  await expect(form.getByLabel(/^Name/)).toHaveValue(name);
  await form.getByLabel(/^Country/).selectOption('US');
  await form.getByLabel(/^Website/).fill('https://redrockrovers.example');
  await form.getByRole('textbox', { name: 'Description' }).fill('Sunrise runs on the slickrock.');
  await form.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(64, 24) });
  await expect(form.getByTestId('preview-cover')).toBeVisible();
  await form.getByRole('button', { name: 'Register club' }).click();

  await expect(page.getByTestId('snackbar')).toHaveText('Your club has been registered and is waiting for review by a moderator.');
  await expect(page).toHaveURL(/\/clubs\/red-rock-rovers-[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/')[2];
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Pending: the owner sees it, a visitor and another member do not; it is not in the list yet.
  const owner = await apiSession(baseURL!, 'member');
  const ownerView = (await (await owner.get(`/api/clubs/${slug}`)).json()) as { club: { id: number; club_state: string; cover_url: string | null; custom_fields: { city: string } } };
  expect(ownerView.club).toMatchObject({ club_state: 'pending', custom_fields: { city: 'Moab' } });
  expect(ownerView.club.cover_url).toBeTruthy();
  expect(await clubStatus(await apiSession(baseURL!, 'rookie'), slug)).toBe(404);
  const anonymous = await browser.newContext({ baseURL });
  expect(await clubStatus(anonymous.request, slug)).toBe(404);
  await anonymous.close();

  // The moderator's queue on /clubs: the club with its owner and address; approve.
  const moderatorContext = await browser.newContext({ baseURL });
  const moderator = await moderatorContext.newPage();
  await logIn(moderator, 'moderator');
  await moderator.goto('/clubs');
  await moderator.getByTestId('review-tab').click();
  await expect(moderator).toHaveURL(/view=review/);
  const pending = moderator.getByTestId('pending-club').filter({ hasText: name });
  await expect(pending).toContainText('member');
  await expect(pending.getByTestId('pending-place')).toHaveText('12 Main St, Moab, UT 84532, US');
  await expect(pending).toContainText('Sunrise runs on the slickrock.');
  await pending.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(moderator.getByTestId('snackbar')).toHaveText(`“${name}” is approved: members can find and join it now.`);
  await expect(moderator.getByTestId('pending-club').filter({ hasText: name })).toHaveCount(0);

  // Approved: in the list for everyone, and the owner's alert leads to the club.
  await moderator.getByRole('button', { name: 'List' }).click();
  await moderator.getByRole('searchbox', { name: 'Search clubs' }).fill(name);
  await expect(moderator.getByTestId('club-card')).toHaveCount(1);
  await expect(moderator.getByTestId('club-card').getByRole('link', { name })).toHaveAttribute('href', `/clubs/${slug}`);
  await moderatorContext.close();

  const alerts = await alertsOf(owner);
  const alert = alerts.find((row) => row.action === 'club_approved' && row.Content?.title === name);
  expect(alert, JSON.stringify(alerts.slice(0, 3))).toBeTruthy();
  await page.goto('/alerts');
  // The sentence links its actor (the moderator) and its target (the club).
  await expect(page.getByTestId('alert-row').filter({ hasText: name }).getByRole('link', { name })).toHaveAttribute('href', `/clubs/${slug}`);
});

test('a moderator rejects a pending club only with a reason, which reaches the owner', async ({ page, baseURL }) => {
  const owner = await apiSession(baseURL!, 'member');
  const name = `Online Overlanders ${unique()}`;
  const created = await owner.post('/api/clubs', { data: { name, location_type: 'online' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { club } = (await created.json()) as { club: { id: number; slug: string } };

  await logIn(page, 'moderator');
  await page.goto('/clubs?view=review');
  const pending = page.getByTestId('pending-club').filter({ hasText: name });
  await expect(pending.getByTestId('pending-place')).toHaveText('Online club');
  await pending.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = page.getByTestId('reject-dialog');
  await dialog.getByRole('button', { name: 'Reject club' }).click();
  await expect(dialog).toContainText('Please say why the club is not approved');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Please add what the club does.');
  await dialog.getByRole('button', { name: 'Reject club' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText(`“${name}” is rejected. The owner has been told why.`);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('pending-club').filter({ hasText: name })).toHaveCount(0);

  const ownerView = (await (await owner.get(`/api/clubs/${club.slug}`)).json()) as { club: { club_state: string; reject_reason: string } };
  expect(ownerView.club).toMatchObject({ club_state: 'rejected', reject_reason: 'Please add what the club does.' });
  const alert = (await alertsOf(owner)).find((row) => row.action === 'club_rejected' && row.Content?.title === name);
  expect(alert?.extra_data.reason).toBe('Please add what the club does.');
});

test('a free member is told why they cannot register a club, on /clubs and on /clubs/create', async ({ page }) => {
  await logIn(page, 'rookie');
  await page.goto('/clubs');
  await expect(page.getByTestId('register-note')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register a club' })).toHaveCount(0);
  await page.goto('/clubs/create');
  await expect(page.getByTestId('club-register-refusal')).toContainText(/Registering a club is a benefit of paid membership|complete and confirm your account/);
  await expect(page.getByTestId('club-form')).toHaveCount(0);
});

test('the review queue is for moderators only', async ({ page }) => {
  await logIn(page, 'member');
  await page.goto('/clubs?view=review');
  await expect(page.getByTestId('club-list')).toBeVisible();
  await expect(page.getByTestId('review-tab')).toHaveCount(0);
  expect((await page.request.get('/api/clubs/review')).status()).toBe(403);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing serious on /clubs/create at ${width} px, with a validation error shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'member');
    await page.goto('/clubs/create');
    const form = page.getByTestId('club-form');
    await form.getByRole('button', { name: 'Register club' }).click();
    await expect(page.getByTestId('club-form-problems')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
