// The gear store (issue 15): Shop Gear opens the store in a new tab, signed in with a token the
// store can verify; the store's signed webhook upgrades a member and a forged or replayed one is
// refused; a purchase by an e-mail with no account is activated at /activate; the giveaway, the
// points programme and the legacy membership route.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { latestMail, newMemberSession } from '../fixtures/accounts';
import { alertsOf } from '../fixtures/forum';
import { logIn } from '../fixtures/site';
import { seriousViolations } from '../fixtures/accessibility';

// As fixtures/global-setup.ts starts the server.
const STORE_URL = 'http://store.e2e.test';
const STORE_SECRET = 'e2e-store-secret';

/** The store's side: a page for every store URL, so a new tab opened on it loads. */
async function fakeStore(context: BrowserContext) {
  await context.route(`${STORE_URL}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Gear store</title><h1>Gear store</h1>' }));
}

/** What the store does with a token (README, "The gear store"). */
function verifyToken(token: string): Record<string, unknown> {
  const [payload, signature] = token.split('.');
  const expected = createHmac('sha256', STORE_SECRET).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  expect(given.length === expected.length && timingSafeEqual(given, expected), 'the token is signed with the shared secret').toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function userIdOf(session: APIRequestContext): Promise<number> {
  return ((await (await session.get('/api/me')).json()) as { user_id: number }).user_id;
}

let eventCounter = 0;
function storeEvent(type: string, data: Record<string, unknown>) {
  eventCounter += 1;
  return JSON.stringify({ id: `evt_e2e_${Date.now().toString(36)}_${eventCounter}`, type, data });
}
function signature(body: string, t = Math.floor(Date.now() / 1000), secret = STORE_SECRET): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}
function deliver(request: APIRequestContext, body: string, header: string) {
  return request.post('/api/store/webhook', { data: body, headers: { 'content-type': 'application/json', 'store-signature': header } });
}

test('Shop Gear opens the store in a new tab, signed in with a token the store verifies', async ({ page, context, baseURL }) => {
  await fakeStore(context);
  const member = await newMemberSession(baseURL!);
  const userId = await userIdOf(member.session);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, member);
  await page.goto('/');

  const shopGear = page.getByRole('link', { name: 'Shop Gear' }).filter({ visible: true }).first();
  await expect(shopGear).toHaveAttribute('target', '_blank');
  const [store] = await Promise.all([page.waitForEvent('popup'), shopGear.click()]);
  await store.waitForURL(`${STORE_URL}/**`);
  await expect(store.getByRole('heading', { name: 'Gear store' })).toBeVisible();
  const url = new URL(store.url());
  expect(url.pathname).toBe('/');
  const claims = verifyToken(url.searchParams.get('sso')!);
  expect(claims).toMatchObject({ sub: userId, email: member.email, username: member.username, membership: 'free_membership', discount_percent: 0 });
  const now = Math.floor(Date.now() / 1000);
  expect(claims.exp as number).toBeGreaterThan(now);
  expect((claims.exp as number) - (claims.iat as number)).toBe(300);
  // The page that opened it stays where it was.
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});

test('a visitor’s Shop Gear (from the phone menu) opens the plain store', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  await fakeStore(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const shopGear = page.getByRole('link', { name: 'Shop Gear' }).filter({ visible: true }).first();
  const [store] = await Promise.all([page.waitForEvent('popup'), shopGear.click()]);
  await store.waitForURL(`${STORE_URL}/**`);
  expect(store.url()).toBe(`${STORE_URL}/`);
  await context.close();
});

test('the store’s signed webhook upgrades a member; a forged, a replayed and a repeated one change nothing', async ({ page, request, baseURL }) => {
  const member = await newMemberSession(baseURL!);
  const userId = await userIdOf(member.session);
  const until = Math.floor(Date.now() / 1000) + 365 * 86_400;

  // Forged: signed with another secret, for a premium membership.
  const forgedBody = storeEvent('membership.purchased', { customer_email: member.email, membership_code: 'premium_membership', expires_at: until });
  const forged = await deliver(request, forgedBody, signature(forgedBody, undefined, 'not-the-secret'));
  expect(forged.status()).toBe(401);
  // Replayed: a genuine request of the store, captured and sent again ten minutes later.
  const oldBody = storeEvent('membership.purchased', { customer_email: member.email, membership_code: 'premium_membership', expires_at: until });
  const replayed = await deliver(request, oldBody, signature(oldBody, Math.floor(Date.now() / 1000) - 600));
  expect(replayed.status()).toBe(401);
  expect(((await replayed.json()) as { errors: { message: string }[] }).errors[0].message).toContain('too old');

  await logIn(page, member);
  await page.goto('/subscriptions');
  await expect(page.getByTestId('current-membership')).toHaveAttribute('data-code', 'free_membership');

  // The genuine one, by the id the single-sign-on token carried.
  const body = storeEvent('membership.purchased', { user_id: userId, membership_code: 'premium_membership', expires_at: until, order_id: 'e2e-order-1' });
  const header = signature(body);
  const applied = await deliver(request, body, header);
  expect(applied.status()).toBe(200);
  expect(await applied.json()).toEqual({ received: true, outcome: 'applied' });

  await page.reload();
  await expect(page.getByTestId('current-membership')).toHaveAttribute('data-code', 'premium_membership');
  await expect(page.getByTestId('partner-code')).toHaveText(/\S/);
  const updates = (await alertsOf(member.session)).filter((alert) => alert.action === 'subscription_update');
  expect(updates).toHaveLength(1);

  // The store retries the same event: acknowledged, nothing new.
  const repeated = await deliver(request, body, header);
  expect(await repeated.json()).toEqual({ received: true, outcome: 'duplicate' });
  expect((await alertsOf(member.session)).filter((alert) => alert.action === 'subscription_update')).toHaveLength(1);
});

test('a membership bought with an e-mail that has no account is activated at /activate with the code the site e-mails', async ({ page, request, baseURL }) => {
  const buyer = `gift${Date.now().toString(36)}@trail.example`;
  const body = storeEvent('membership.purchased', { customer_email: buyer, membership_code: 'digital_membership', expires_at: Math.floor(Date.now() / 1000) + 180 * 86_400, order_id: 'e2e-gift' });
  const sent = await deliver(request, body, signature(body));
  expect(await sent.json()).toEqual({ received: true, outcome: 'activation_sent' });
  // The e-mail is sent after the answer: wait for it in the outbox.
  const mailText = async () => {
    try {
      return latestMail(buyer).text;
    } catch {
      return '';
    }
  };
  await expect.poll(mailText).toContain('/activate');
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(await mailText())![1];

  const member = await newMemberSession(baseURL!);
  await logIn(page, member);
  await page.goto('/activate');
  await expect(page.getByRole('heading', { name: 'Activate your membership' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const field = page.getByRole('textbox', { name: /Activation code/ });
  await field.fill('WRNG-CODE-HERE');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This activation code is not valid or was already used.' })).toBeVisible();
  await expect(field).toHaveValue('WRNG-CODE-HERE');
  await field.fill(code);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('activation-done')).toContainText('Your membership is active.');
  await page.getByRole('link', { name: 'See your subscription' }).click();
  await expect(page.getByTestId('current-membership')).toHaveAttribute('data-code', 'digital_membership');
});

test('a member enters the SEMA 2025 giveaway once, and the page still says so after a reload; a visitor is asked to log in', async ({ page, browser, baseURL }) => {
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/giveaway/sema-2025');
  await expect(visitorPage.getByRole('heading', { name: 'SEMA 2025 Giveaway' })).toBeVisible();
  await expect(visitorPage.getByTestId('giveaway-login')).toContainText('Please log in to enter the giveaway.');
  expect(await seriousViolations(visitorPage)).toEqual([]);
  // The way in is right there: the login dialog over this page.
  await visitorPage.getByTestId('giveaway-login').getByRole('button', { name: 'Log in' }).click();
  await expect(visitorPage.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(visitorPage).toHaveURL(/\/giveaway\/sema-2025\?login=true$/);
  await visitor.close();

  const member = await newMemberSession(baseURL!);
  await logIn(page, member);
  await page.goto('/giveaway/sema-2025');
  await page.getByRole('button', { name: 'Enter the giveaway' }).click();
  await expect(page.getByTestId('giveaway-entered')).toContainText('You have entered');
  await page.reload();
  await expect(page.getByTestId('giveaway-entered')).toContainText('You have entered');
  await expect(page.getByRole('button', { name: 'Enter the giveaway' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const again = await member.session.post('/api/giveaway/sema-2025');
  expect(((await again.json()) as { message: string }).message).toBe('You have already entered this giveaway.');
});

test('a member links the points programme on /subscriptions and unlinks it', async ({ page, baseURL }) => {
  const member = await newMemberSession(baseURL!);
  await logIn(page, member);
  await page.goto('/subscriptions');
  const section = page.getByTestId('points-programme');
  await section.getByRole('textbox', { name: /Points programme e-mail/ }).fill('Points@Trail.example');
  await section.getByRole('button', { name: 'Link the points programme' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(section.getByTestId('points-linked')).toHaveText('Linked to points@trail.example');
  await page.reload();
  await expect(section.getByTestId('points-pending')).toHaveText('0 points pending');
  await section.getByRole('button', { name: 'Unlink the points programme' }).click();
  await expect(section.getByTestId('points-unlinked')).toBeVisible();
});

test('the legacy membership route answers 301 to the store’s product page', async ({ request }) => {
  for (const path of ['/membership', '/membership/']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${STORE_URL}/products/membership`);
  }
});
