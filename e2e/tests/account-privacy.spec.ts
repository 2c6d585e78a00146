import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { logIn, test } from '../fixtures/site';
import { confirmationPath, latestMail, newMemberSession, solveCaptcha } from '../fixtures/accounts';
import { createThread, firstForum, sitePath } from '../fixtures/forum';
import { DEMO_PASSWORD } from '../fixtures/site';

// The privacy settings take effect for others (spec §3): each test changes members of its own.

/** A new confirmed member with a place on the map (registration with coordinates), logged in through the API. */
async function newMemberOnTheMap(baseURL: string): Promise<{ username: string; session: APIRequestContext }> {
  const session = await playwrightRequest.newContext({ baseURL });
  const username = `mapper${Date.now().toString(36)}`;
  const email = `${username}@trail.example`;
  const registered = await session.post('/api/register', {
    data: {
      email, username, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, birth_date: '1988-03-02',
      location: 'Ouray, CO', city: 'Ouray', state: 'CO', latitude: 38.02, longitude: -107.67,
      privacy_policy_accepted: true, is_specialist_registered: false, vehicle: {}, captcha: await solveCaptcha(session),
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const link = confirmationPath(latestMail(email).text);
  const [, key] = link.match(/\/account-confirmation\/([^?]+)/)!;
  const confirmed = await session.post('/api/register/confirmation', { data: { key, user_id: Number(new URL(link, 'http://x').searchParams.get('user_id')) } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  expect((await session.post('/api/login', { data: { login: username, password: DEMO_PASSWORD } })).ok()).toBeTruthy();
  return { username, session };
}

async function saveSettings(session: APIRequestContext, data: Record<string, unknown>) {
  const response = await session.post('/api/me', { data });
  expect(response.ok(), `POST /me: ${response.status()} ${await response.text()}`).toBeTruthy();
}

test('a member who hides their map position disappears from the member map a paid member sees', async ({ page, baseURL }) => {
  const mapper = await newMemberOnTheMap(baseURL!);
  await saveSettings(mapper.session, { privacy: { show_map_position: true } });
  await logIn(page, 'member');
  // The radius list around their town names who is there (the map's markers cluster).
  await page.goto('/map?radius=on&centre=38.02,-107.67');
  const list = page.getByTestId('radius-list');
  await expect(list.getByText(mapper.username, { exact: true })).toBeVisible();

  await saveSettings(mapper.session, { privacy: { show_map_position: false } });
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Within 100 miles \(\d+\)$/ })).toBeVisible();
  await expect(list.getByText(mapper.username, { exact: true })).toHaveCount(0);
  const map = (await (await page.request.get('/api/users/map')).json()) as { allUsers: { username: string }[] };
  expect(map.allUsers.map((user) => user.username)).not.toContain(mapper.username);
});

test('a member who turns "show my online status" off shows offline on their card to others', async ({ page, baseURL }) => {
  const author = await newMemberSession(baseURL!);
  const viewer = await newMemberSession(baseURL!);
  const forum = await firstForum(author.session);
  const { thread } = await createThread(author.session, forum.node_id, `Online status ${Date.now().toString(36)}`);
  await logIn(page, viewer);

  const openCard = async () => {
    await page.goto(sitePath(thread.view_url));
    await page.getByTestId('post').first().getByRole('link', { name: author.username, exact: true }).hover();
    const card = page.getByRole('dialog', { name: `About ${author.username}` });
    await expect(card).toBeVisible();
    return card;
  };
  await expect((await openCard()).getByText('Online now')).toBeVisible();

  await saveSettings(author.session, { visible: false });
  const card = await openCard();
  await expect(card.getByText(/^Last seen/)).toBeVisible();
  await expect(card.getByText('Online now')).toHaveCount(0);
});
