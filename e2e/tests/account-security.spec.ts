import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/accessibility';

// Each test uses members of its own: turning two-factor sign-in on, or signing sessions out,
// changes nothing another spec relies on.

/** What an authenticator app shows for a base32 secret at a moment, now by default (RFC 6238: SHA-1, 30 s, 6 digits). */
function appCode(secret: string, atMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function logOut(page: Page) {
  expect((await page.request.get('/api/logout')).ok()).toBeTruthy();
  await page.goto('/');
}

async function passwordStep(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or e-mail').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Two-step verification' });
}

async function signedInAs(page: Page, username: string) {
  await expect(page.getByRole('dialog')).toBeHidden();
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { username: string }).username).toBe(username);
}

test('a member turns two-factor sign-in on; login then asks for the code, and a recovery code works once', async ({ page, baseURL }) => {
  const account = await newMemberSession(baseURL!);
  await logIn(page, account);
  await page.goto('/accountSecurity');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on' }).click();

  const shown = (await page.getByTestId('two-factor-secret').textContent())!;
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = shown.replace(/\s/g, '');
  await expect(page.getByRole('link', { name: /^otpauth:\/\/totp\// })).toHaveAttribute('href', new RegExp(`secret=${secret}`));
  await expect(page.getByRole('img', { name: /^QR code of the set-up link/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Code from the app').fill(appCode(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();

  const codesBox = page.getByTestId('recovery-codes');
  await expect(codesBox.getByRole('listitem')).toHaveCount(10);
  const codes = await codesBox.getByRole('listitem').allTextContents();
  await expect(page.getByTestId('snackbar')).toContainText('Two-factor sign-in is on');
  await expect(page.getByText(/^Two-factor sign-in is on since .* Recovery codes left: 10\.$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Login asks for the code; a wrong one is refused with the server's words, and the right one signs in.
  await logOut(page);
  let second = await passwordStep(page, account.username, account.password);
  await expect(second.getByLabel('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await second.getByLabel('Enter the 6-digit code from your authenticator app').fill(appCode(secret) === '000000' ? '111111' : '000000');
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByRole('alert')).toContainText('The code is not correct.');
  // A code is taken once: the one that turned it on may still be showing, so the app's next one
  // (accepted a step early, as phones' clocks drift) signs in.
  await second.getByLabel('Enter the 6-digit code from your authenticator app').fill(appCode(secret, Date.now() + 30_000));
  await second.getByRole('button', { name: 'Verify' }).click();
  await signedInAs(page, account.username);

  // A recovery code instead of the app: once.
  await logOut(page);
  second = await passwordStep(page, account.username, account.password);
  await second.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await second.getByLabel('Recovery code').fill(codes[0]);
  await second.getByRole('button', { name: 'Verify' }).click();
  await signedInAs(page, account.username);

  await logOut(page);
  second = await passwordStep(page, account.username, account.password);
  await second.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await second.getByLabel('Recovery code').fill(codes[0]);
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByRole('alert')).toHaveText('The recovery code is not correct or was already used.');
  // What was typed stays, and another code still works.
  await expect(second.getByLabel('Recovery code')).toHaveValue(codes[0]);
  await second.getByLabel('Recovery code').fill(codes[1]);
  await second.getByRole('button', { name: 'Verify' }).click();
  await signedInAs(page, account.username);
});

test('the sessions list shows both browsers, and "Sign out everywhere else" signs the other one out', async ({ browser, baseURL }) => {
  const account = await newMemberSession(baseURL!);
  const laptop = await browser.newContext({ baseURL });
  const phone = await browser.newContext({ baseURL });
  try {
    const page = await laptop.newPage();
    const other = await phone.newPage();
    await logIn(page, account);
    await logIn(other, account);
    // The API session newMemberSession logged in with is a third one: end it first so the list is the two browsers.
    expect((await account.session.get('/api/logout')).ok()).toBeTruthy();

    await page.goto('/accountSecurity');
    const list = page.getByRole('list', { name: 'Signed-in sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('This device');
    await expect(list.getByRole('button', { name: /^Sign out / })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect((await other.request.get('/api/me')).status()).toBe(401);
    expect((await page.request.get('/api/me')).status()).toBe(200);
  } finally {
    await laptop.close();
    await phone.close();
    await account.session.dispose();
  }
});
