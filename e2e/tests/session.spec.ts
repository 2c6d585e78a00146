import { animationsSettled } from '../fixtures/accessibility';
import { codeIn, confirmationPath, latestMail, newConfirmedMember, sitePathIn } from '../fixtures/accounts';
import { DEMO_PASSWORD, expect, logIn, test } from '../fixtures/site';

test('register, confirm from the e-mail, log in, open the account menu, log out', async ({ page }) => {
  const username = `dusty${Date.now().toString(36)}`;
  const email = `${username}@trail.example`;
  await page.goto('/?register=true');
  const dialog = page.getByRole('dialog', { name: 'Create a Free Account' });
  await expect(dialog).toBeVisible();

  // A submit with nothing filled shows the spec's messages and keeps the form.
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('E-mail is required')).toBeVisible();
  await expect(dialog.getByText('You must agree to the privacy policy and terms')).toBeVisible();
  await expect(dialog.getByText('Please verify that you are not a robot')).toBeVisible();

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel(/^Password/).fill('Dusty#Trail2026');
  await dialog.getByLabel('Confirm password').fill('Dusty#Trail2026');
  await dialog.getByLabel('Birth month').selectOption('5');
  await dialog.getByLabel('Birth day').selectOption('17');
  await dialog.getByLabel('Birth year').selectOption('1990');
  await dialog.getByLabel('Vehicle model').selectOption('Trekker');
  await dialog.getByLabel('Vehicle trim').selectOption({ label: 'Sport' });
  await dialog.getByLabel('Vehicle year').selectOption('2021');
  await dialog.getByLabel('City').fill('Moab');
  await dialog.getByLabel('State').fill('UT');
  await dialog.getByText('I agree to the Privacy Policy and the Terms of Use').click();
  await dialog.getByText("I'm not a robot").click();
  await expect(dialog.getByTestId('captcha')).toHaveAttribute('data-state', 'solved', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('register-done')).toBeVisible();

  await page.goto(confirmationPath(latestMail(email).text));
  await expect(page.getByTestId('confirmation-result')).toBeVisible();
  await expect(page.getByTestId('confirmation-result')).not.toContainText('could not');

  await page.goto('/?login=true');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username or e-mail').fill(username);
  await login.getByLabel('Password').fill('Dusty#Trail2026');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page).not.toHaveURL(/login=true/);

  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Account Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Subscriptions' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'VTB Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Do you really want to log out?' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a wrong password reads as wrong credentials and keeps what was typed', async ({ page }) => {
  await page.goto('/?login=true');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username or e-mail').fill('member');
  await login.getByLabel('Password').fill('not-the-password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('The credentials are not correct.');
  await expect(login.getByLabel('Username or e-mail')).toHaveValue('member');
});

test('?login=true opens the login modal and closing it drops the query', async ({ page }) => {
  await page.goto('/events?login=true');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/events$/);
  await page.getByRole('button', { name: 'Create a Free Account' }).click();
  await expect(page).toHaveURL(/register=true/);
});

test('reset a forgotten password with the e-mailed code, then change it', async ({ page, request }) => {
  const account = await newConfirmedMember(request);
  await page.goto('/?forgotPassword=true');
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await dialog.getByLabel('Code').fill('ZZZZZZ');
  await dialog.getByLabel(/^New password/).fill('Fresh#Tread2026');
  await dialog.getByLabel('Confirm new password').fill('Fresh#Tread2026');
  await dialog.getByRole('button', { name: 'Set the new password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid Code');
  await dialog.getByLabel('Code').fill(codeIn(latestMail(account.email).text));
  await dialog.getByRole('button', { name: 'Set the new password' }).click();
  await expect(dialog.getByTestId('reset-done')).toBeVisible();

  await page.request.post('/api/login', { data: { login: account.username, password: 'Fresh#Tread2026' } });
  await page.goto('/changePassword');
  // Among the account's pages, with their menu, like the others.
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel(/^New password/).fill('Third#Tread2026');
  await page.getByLabel('Confirm new password').fill('Third#Tread2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('form-result')).toHaveText('The old password is not correct.');
  await page.getByLabel('Current password').fill('Fresh#Tread2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('form-result')).toHaveText('Changes saved');
});

test('the reset e-mail’s link opens /resetPassword filled in; the new password logs in', async ({ page }) => {
  const account = await newConfirmedMember(page.request);
  await page.request.post('/api/lost-password/init', { data: { email: account.email } });
  // The e-mail goes out after the answer.
  await expect.poll(() => latestMail(account.email).subject).toBe('Your Trailhead password reset code');
  await page.goto(sitePathIn(latestMail(account.email).text, '/resetPassword'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(account.email);
  await expect(page.getByLabel(/^Code/)).toHaveValue(codeIn(latestMail(account.email).text));
  await page.getByLabel(/^New password/).fill('Fourth#Tread2026');
  await page.getByLabel(/^Confirm new password/).fill('Fourth#Tread2026');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await page.getByRole('link', { name: 'Log in with your new password' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username or e-mail').fill(account.username);
  await login.getByLabel('Password').fill('Fourth#Tread2026');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

test('a moderator sees the admin bar and, as staff who is not a content moderator, the admin links (spec §6); a member none', async ({ page }) => {
  await logIn(page, 'moderator');
  await page.goto('/forums');
  const bar = page.getByRole('navigation', { name: 'Moderation' });
  await expect(bar.getByRole('link', { name: 'Approval Queue' })).toHaveAttribute('target', '_blank');
  await expect(bar.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Admin' })).toHaveAttribute('target', '_blank');
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'VTB Admin' })).toBeVisible();
  await page.keyboard.press('Escape');

  // On a phone, the drawer's user tab has the admin link too.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('tab', { name: 'Your account' }).click();
  await expect(drawer.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.request.get('/api/logout');
  await logIn(page, 'admin');
  await page.goto('/forums');
  await expect(page.getByRole('navigation', { name: 'Moderation' }).getByRole('link', { name: 'Admin' })).toBeVisible();
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'VTB Admin' })).toBeVisible();

  await page.request.get('/api/logout');
  await logIn(page, 'member');
  await page.goto('/forums');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Moderation' })).toHaveCount(0);
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'VTB Admin' })).toHaveCount(0);
});

test('a blocked account lands on /accountBlocked from any page', async ({ page }) => {
  await logIn(page, 'outlaw');
  await page.goto('/forums');
  await expect(page).toHaveURL(/\/accountBlocked$/);
  await expect(page.getByTestId('account-blocked')).toBeVisible();
});

test('a partial account sees its banner on every route until it closes it there', async ({ page }) => {
  await logIn(page, 'newbie');
  await page.goto('/forums');
  const banner = page.getByTestId('account-banner');
  await expect(banner).toBeVisible();
  // Its link (the way to full access) reads as a link, not as the text around it.
  await expect(banner.getByRole('link').first()).toHaveCSS('text-decoration-line', 'underline');
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clubs' }).click();
  await expect(page.getByTestId('account-banner')).toBeVisible();
});

test('the drawer on a 375 px screen has its five tabs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByTestId('site-drawer');
  await expect(drawer).toBeVisible();
  for (const tab of ['Menu', 'Search', 'Alerts', 'Conversations', 'Your account']) await expect(drawer.getByRole('tab', { name: tab })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Forums', exact: true })).toBeVisible();
  await drawer.getByRole('tab', { name: 'Your account' }).click();
  await expect(drawer.getByRole('button', { name: 'LOG IN' })).toBeVisible();
  await drawer.getByRole('tab', { name: 'Menu' }).click();
  await drawer.getByRole('link', { name: 'Clubs', exact: true }).click();
  await expect(page).toHaveURL(/\/clubs$/);
  await expect(drawer).toBeHidden();
});

test('on a 375 px screen a member logs in and out through the drawer, each dialog staying open until answered', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const drawer = page.getByTestId('site-drawer');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('tab', { name: 'Your account' }).click();
  await drawer.getByRole('button', { name: 'LOG IN' }).click();
  await expect(drawer).toBeHidden();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username or e-mail').fill('member');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('tab', { name: 'Your account' }).click();
  await drawer.getByRole('button', { name: 'LOG OUT' }).click();
  await expect(drawer).toBeHidden();
  // Once every animation has run (the drawer gone and its focus handed back), the question is still
  // there with the focus in it: it used to close with the drawer, unanswered.
  await animationsSettled(page);
  const confirm = page.getByRole('alertdialog', { name: 'Do you really want to log out?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('tab', { name: 'Your account' }).click();
  await expect(drawer.getByRole('button', { name: 'LOG IN' })).toBeVisible();
});

test('the install prompt offers Add to home screen and Cancel, and remembers a dismissal', async ({ page }) => {
  // Signed in, so that the account menu's Install app shows when the browser has offered the app.
  await logIn(page, 'rookie');
  await page.goto('/');
  const offer = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt') as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
      event.prompt = async () => undefined;
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
  await offer();
  const prompt = page.getByTestId('install-prompt');
  await expect(prompt.getByRole('button', { name: 'Add to home screen' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  const cookies = await page.context().cookies();
  const prompted = cookies.find((cookie) => cookie.name === 'th_pwa_prompted');
  expect(prompted?.value).toBe('1');
  expect(prompted!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 60);

  await page.reload();
  await offer();
  // The page has taken the offer (Install app is in the account menu), and still shows no prompt.
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toBeVisible();
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
});

test('the service worker is /sw.js with scope / and an offline visit shows the offline page', async ({ page, context }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await context.setOffline(true);
  // The offline page is not the app (it never goes live): look at it as it arrives.
  await page.goto('/forums', { waitUntil: 'commit' }).catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});


test('guards send visitors and partial accounts from account pages to the home page', async ({ page }) => {
  await page.goto('/changePassword');
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, 'newbie');
  await page.goto('/changePassword');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-banner')).toBeVisible();
});
