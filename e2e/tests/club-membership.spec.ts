import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession, type Account } from '../fixtures/accounts';
import { apiSession } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// Each test registers a club of its own (the demo 'member' is a paid member and may), approved by
// the demo moderator, so no other test joins it, bans in it or counts its members.

interface CreatedClub {
  id: number;
  slug: string;
  name: string;
  member_count: number;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function approvedClub(baseURL: string): Promise<CreatedClub> {
  const owner = await apiSession(baseURL, 'member');
  const name = `Canyon Crawlers ${unique()}`;
  const created = await owner.post('/api/clubs', { data: { name, location_type: 'online', description: '<p>Evening runs and <strong>trail talk</strong>.</p>' } });
  expect(created.ok(), `register club: ${created.status()} ${await created.text()}`).toBeTruthy();
  const { club } = (await created.json()) as { club: CreatedClub };
  const moderator = await apiSession(baseURL, 'moderator');
  const review = await moderator.post(`/api/clubs/${club.id}/review`, { data: { decision: 'approve' } });
  expect(review.ok(), `approve club: ${review.status()} ${await review.text()}`).toBeTruthy();
  return club;
}

/** A page of its own for a second person (the owner) beside the test's page. */
async function pageAs(browser: Browser, baseURL: string, who: 'member' | Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

const memberRow = (page: Page, username: string) => page.locator(`[data-testid="club-member"][data-username="${username}"]`);

async function clubAsSeenBy(session: APIRequestContext, slug: string) {
  const response = await session.get(`/api/clubs/${slug}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { club: { member_count: number; member_state: string; can_post: boolean } }).club;
}

test('a member joins (modal, snackbar, count) → the owner bans them on /admin (banned label, limited access) → lifts the ban', async ({ page, browser, baseURL }) => {
  const club = await approvedClub(baseURL!);
  const joiner = await newMemberSession(baseURL!);
  await logIn(page, joiner);

  await page.goto(`/clubs/${club.slug}/followers`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  await expect(page.getByTestId('club-member-count')).toHaveText('1 member');
  await page.getByTestId('club-join-button').click();
  const dialog = page.getByTestId('club-join-dialog');
  await expect(dialog.getByRole('heading', { name: `Join ${club.name}?` })).toBeVisible();
  await expect(dialog).toContainText('start and reply to its discussions');
  await dialog.getByRole('button', { name: 'Join club' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `You have joined ${club.name}.` })).toBeVisible();
  // Back on the club page, the club as it is now.
  await expect(page).toHaveURL(new RegExp(`/clubs/${club.slug}$`));
  await expect(page.getByTestId('club-member-count')).toHaveText('2 members');
  await expect(page.getByTestId('club-member-button')).toHaveText('Member');
  await page.getByRole('link', { name: 'Followers' }).click();
  await expect(memberRow(page, joiner.username)).toContainText('Member');

  const owner = await pageAs(browser, baseURL!, 'member');
  await owner.goto(`/clubs/${club.slug}/admin`);
  const row = memberRow(owner, joiner.username);
  await row.getByRole('button', { name: `Ban ${joiner.username}` }).click();
  const ban = owner.getByTestId('club-ban-dialog');
  await ban.getByRole('button', { name: 'Ban member' }).click();
  await expect(ban.getByText('Please say why the member is banned')).toBeVisible();
  await ban.getByRole('textbox', { name: /Reason/ }).fill('Off-topic posts after two warnings');
  await ban.getByRole('button', { name: 'Ban member' }).click();
  await expect(owner.getByTestId('snackbar').filter({ hasText: `${joiner.username} has been banned from the club.` })).toBeVisible();
  await expect(row.getByTestId('club-member-state')).toHaveText('Banned');
  await expect(row.getByTestId('club-member-ban-reason')).toHaveText('Ban reason: Off-topic posts after two warnings');
  await expect(owner.getByTestId('club-member-count')).toHaveText('1 member');
  // The owner's row has nothing to press.
  await expect(memberRow(owner, 'member').getByRole('button')).toHaveCount(0);

  // The banned member: the label, read-only access, no join and no leave.
  await page.goto(`/clubs/${club.slug}`);
  await expect(page.getByTestId('club-banned-label')).toHaveText('Banned');
  await expect(page.getByTestId('club-banned-button')).toBeDisabled();
  await expect(page.getByTestId('club-limited-access')).toContainText('cannot take part in its discussions or events');
  await expect(page.getByTestId('club-description')).toContainText('Evening runs');
  await expect(page.getByTestId('club-join-button')).toHaveCount(0);
  await expect(page.getByTestId('club-settings')).toHaveCount(0);
  expect(await clubAsSeenBy(joiner.session, club.slug)).toMatchObject({ member_state: 'banned', can_post: false });
  const post = await joiner.session.post(`/api/clubs/${club.id}/discussions`, { data: { title: 'Let me back in', message: '<p>Please?</p>' } });
  expect(post.status()).toBe(403);

  await row.getByRole('button', { name: `Lift the ban on ${joiner.username}` }).click();
  await expect(owner.getByTestId('snackbar').filter({ hasText: `${joiner.username}'s ban has been lifted.` })).toBeVisible();
  await expect(row.getByTestId('club-member-state')).toHaveText('Member');
  await expect(owner.getByTestId('club-member-count')).toHaveText('2 members');

  await page.reload();
  await expect(page.getByTestId('club-member-button')).toHaveText('Member');
  await expect(page.getByTestId('club-banned-label')).toHaveCount(0);
  await expect(page.getByTestId('club-limited-access')).toHaveCount(0);
  await owner.context().close();
});

test('a member leaves through the settings menu after confirming', async ({ page, baseURL }) => {
  const club = await approvedClub(baseURL!);
  const leaver = await newMemberSession(baseURL!);
  expect((await leaver.session.post(`/api/clubs/${club.slug}/join`)).ok()).toBeTruthy();
  await logIn(page, leaver);
  await page.goto(`/clubs/${club.slug}/about`);
  await expect(page.getByTestId('club-member-count')).toHaveText('2 members');
  await page.getByTestId('club-settings').click();
  await page.getByRole('menuitem', { name: 'Leave club…' }).click();
  await page.getByTestId('club-leave-dialog').getByRole('button', { name: 'Leave club' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `You have left ${club.name}.` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clubs/${club.slug}$`));
  await expect(page.getByTestId('club-member-count')).toHaveText('1 member');
  await expect(page.getByTestId('club-join-button')).toBeEnabled();
});

/** An account that is not complete (spec §4 account_incomplete) is told why in the join modal, and the API refuses too. */
async function incompleteAccountCannotJoin(page: Page, baseURL: string, who: 'newbie') {
  const club = await approvedClub(baseURL);
  await logIn(page, who);
  await page.goto(`/clubs/${club.slug}`);
  await expect(page.getByTestId('club-limited-access')).toContainText('Your account is incomplete');
  await page.getByTestId('club-join-button').click();
  const dialog = page.getByTestId('club-join-dialog');
  await expect(dialog.getByTestId('club-join-incomplete')).toContainText('Your account is incomplete');
  await expect(dialog.getByRole('link', { name: 'Complete your account' })).toHaveAttribute('href', '/accountDetails');
  await expect(dialog.getByRole('button', { name: 'Join club' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('club-member-count')).toHaveText('1 member');
  const join = await page.request.post(`/api/clubs/${club.slug}/join`);
  expect(join.status()).toBe(403);
  expect(((await join.json()) as { errors: { code: string }[] }).errors[0].code).toBe('account_incomplete');
}

test('an incomplete account (newbie, e-mail not confirmed) is told why instead of joining; the API refuses too', async ({ page, baseURL }) => {
  await incompleteAccountCannotJoin(page, baseURL!, 'newbie');
});

test('a member who does not run the club cannot reach /admin: the page refuses and so does the API', async ({ page, baseURL }) => {
  const club = await approvedClub(baseURL!);
  const other = await newMemberSession(baseURL!);
  await logIn(page, other);
  await page.goto(`/clubs/${club.slug}/admin`);
  await expect(page.getByTestId('club-admin-refused')).toHaveText('Only the owner of this club, an admin or a super moderator can do that.');
  await expect(page.getByTestId('club-admin-members')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Club' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const edit = await other.session.post(`/api/clubs/${club.id}`, { data: { name: 'Taken over', location_type: 'online' } });
  expect(edit.status()).toBe(403);
  const remove = await other.session.delete(`/api/clubs/${club.id}/members?user_id=1`);
  expect(remove.status()).toBe(403);
  // Nothing changed.
  expect(await clubAsSeenBy(other.session, club.slug)).toMatchObject({ member_count: 1 });
  expect(((await (await other.session.get(`/api/clubs/${club.slug}`)).json()) as { club: { name: string } }).club.name).toBe(club.name);
});

test('the club page and its About, Followers and Admin tabs pass axe at 1280 and 375 px', async ({ page, baseURL }) => {
  const club = await approvedClub(baseURL!);
  const follower = await newMemberSession(baseURL!);
  expect((await follower.session.post(`/api/clubs/${club.slug}/join`)).ok()).toBeTruthy();
  await logIn(page, 'member');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ['', '/about', '/followers', '/admin']) {
      await page.goto(`/clubs/${club.slug}${tab}`);
      await expect(page.getByTestId('club-layout')).toBeVisible();
      if (tab === '/followers' || tab === '/admin') await expect(memberRow(page, follower.username)).toBeVisible();
      if (tab === '/admin') await expect(page.getByTestId('club-form')).toBeVisible();
      expect(await seriousViolations(page), `${tab || 'club page'} at ${width} px`).toEqual([]);
    }
  }
});
