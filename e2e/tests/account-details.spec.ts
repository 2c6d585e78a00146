import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { confirmationPath, latestMail, newMemberSession, newUnconfirmedMember } from '../fixtures/accounts';
import { pngImage } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// Each test changes a member of its own (registered through the API), so other specs' accounts stay as they were.

async function userIdOf(session: APIRequestContext): Promise<number> {
  const response = await session.get('/api/me');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { user_id: number }).user_id;
}

test('a member changes name, vehicle, avatar and banner position on /accountDetails and sees them on their profile', async ({ page, baseURL }) => {
  // A long journey: registration, four saves and the profile.
  test.setTimeout(90_000);
  const member = await newMemberSession(baseURL!);
  const userId = await userIdOf(member.session);
  await logIn(page, member);
  await page.goto('/accountDetails');
  const form = page.getByTestId('account-details-form');
  await expect(form).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A refused value says why under its field, and nothing typed is lost.
  await form.getByRole('textbox', { name: 'First name' }).fill('Juniper');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Stone');
  // The visible box is drawn over the input: a person clicks its label.
  const showName = form.getByRole('checkbox', { name: /Show my first and last name/ });
  if (!(await showName.isChecked())) await form.getByText('Show my first and last name beside my username').click();
  await expect(showName).toBeChecked();
  await form.getByRole('textbox', { name: 'Website' }).fill('ftp://juniper.example');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('The website must be a link starting with http:// or https://')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Juniper');
  await form.getByRole('textbox', { name: 'Website' }).fill('https://juniper.example/build');

  await form.getByRole('button', { name: 'Add a vehicle' }).click();
  const vehicle = form.getByTestId('vehicle-row').first();
  await vehicle.getByLabel('Year').selectOption('2021');
  await vehicle.getByLabel('Model').selectOption({ label: 'Trekker' });
  await vehicle.getByLabel('Trim').selectOption({ label: 'Sport' });
  await vehicle.getByLabel('VIN (optional)').fill('1HGCM82633A004352');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  // The avatar: uploaded at once, and shown in place of the initials.
  const images = page.getByTestId('profile-images');
  await images.getByLabel('Avatar image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(48, 48) });
  await images.getByRole('button', { name: 'Upload avatar' }).click();
  await expect(images.getByRole('button', { name: 'Delete avatar' })).toBeVisible();

  // The banner: uploaded, then moved by keyboard (the drag's accessible twin) and saved.
  await images.getByLabel('Banner image (wide pictures work best)').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: pngImage(300, 100) });
  await images.getByRole('button', { name: 'Upload banner' }).click();
  const positioner = images.getByRole('slider', { name: /Banner position/ });
  await expect(images.getByRole('button', { name: 'Delete banner' })).toBeVisible();
  await positioner.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+ArrowDown');
  await expect(positioner).toHaveAttribute('aria-valuenow', '30');
  await images.getByRole('button', { name: 'Save banner position' }).click();
  await expect(images.getByRole('button', { name: 'Save banner position' })).toBeDisabled();

  await page.goto(`/members/${member.username}.${userId}`);
  const header = page.getByTestId('profile-header');
  await expect(header.getByText('Juniper Stone')).toBeVisible();
  // The banner and the avatar are the member's uploads.
  await expect(header.locator('img[src^="/api/me/images/"]')).toHaveCount(2);
  await expect(page.getByTestId('profile-banner').locator('img')).toHaveAttribute('style', /object-position: 50% 30%/);
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page.getByTestId('about-tab')).toContainText('2021 Trekker Sport');
});

test('a new e-mail address takes effect once the link mailed to it is opened', async ({ page, baseURL }) => {
  const member = await newMemberSession(baseURL!);
  await logIn(page, member);
  await page.goto('/accountDetails');
  const section = page.getByTestId('email-change');
  const newEmail = `new.${member.email}`;

  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByLabel('Current password').fill('not my password');
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(section.getByTestId('email-change-error')).toHaveText('The password is not correct.');
  await expect(section.getByLabel('New e-mail address')).toHaveValue(newEmail);

  await section.getByLabel('Current password').fill(member.password);
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(section.getByTestId('email-change-result')).toHaveText(`We sent a link to ${newEmail}. Your e-mail address changes when you open it.`);
  await expect(section).toContainText(`Your e-mail address is ${member.email}`);

  await page.goto(confirmationPath(latestMail(newEmail).text));
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
  await expect(page.getByTestId('confirmation-result')).toHaveText(`Thank you! Your e-mail address is now ${newEmail}.`);
  const me = await (await member.session.get('/api/me')).json();
  expect(me.email).toBe(newEmail);
});

test('a member who lost the confirmation e-mail asks for a new code on /registerValidation and confirms with it', async ({ page, baseURL }) => {
  const session = await playwrightRequest.newContext({ baseURL });
  const account = await newUnconfirmedMember(session);
  const codeIn = (text: string) => /Your code is: ([A-Z0-9]{6})/.exec(text)?.[1] ?? '';
  const mailedCode = () => {
    try {
      return codeIn(latestMail(account.email).text);
    } catch {
      return '';
    }
  };
  await expect.poll(mailedCode).not.toBe('');
  const first = mailedCode();
  await logIn(page, account);
  await page.goto('/registerValidation');
  await page.getByRole('button', { name: 'Send me a new code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a new code' })).toHaveText(`We sent a new code to ${account.email}. It works for 24 hours.`);
  await expect.poll(mailedCode).not.toBe(first);
  const second = mailedCode();
  await page.getByLabel(/^Code/).fill(second);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toHaveText('Thank you! Your e-mail address is confirmed.');
  await expect(page.getByRole('button', { name: 'Send me a new code' })).toHaveCount(0);
  await session.dispose();
});
