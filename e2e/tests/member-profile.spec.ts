import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { alertsOf, apiSession, createThread, firstForum, sitePath } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// Each test writes with members of its own (registered through the API), so no other test sees
// their profile posts, follows or alerts.

const LIMITED = 'This member limits who may view their full profile.';

interface ProfileAnswer {
  user: { user_id: number; username: string; view_url: string; can_view_profile: boolean; is_followed: boolean };
  profile_posts?: { profile_post_id: number; message_html: string }[];
}

async function profileOf(session: APIRequestContext, userId: number): Promise<ProfileAnswer> {
  const response = await session.get(`/api/users/${userId}?withPosts=1`);
  expect(response.ok(), `profile ${userId}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as ProfileAnswer;
}

async function userIdOf(session: APIRequestContext): Promise<number> {
  const response = await session.get('/api/me');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { user_id: number }).user_id;
}

test('a username in a thread opens the member’s profile; its sections follow the hash and Back', async ({ page, baseURL }) => {
  const author = await newMemberSession(baseURL!);
  const forum = await firstForum(author.session);
  const { thread } = await createThread(author.session, forum.node_id, `Profile link ${Date.now().toString(36)}`);
  const authorId = await userIdOf(author.session);

  await page.goto(sitePath(thread.view_url));
  await page.getByTestId('post').first().getByRole('link', { name: author.username, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: author.username })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/members/${author.username}\\.${authorId}/?$`));
  await expect(page.getByRole('link', { name: 'Profile posts' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.getByTestId('about-tab')).toBeVisible();
  await page.getByRole('link', { name: 'Awards' }).click();
  await expect(page).toHaveURL(/#awards$/);
  await expect(page.getByText(`${author.username} has no awards yet.`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.getByTestId('about-tab')).toBeVisible();

  // A shared address opens its section; a wrong username gives way to the member's own address.
  await page.goto(`/members/someone-else.${authorId}#postings`);
  await expect(page).toHaveURL(new RegExp(`/members/${author.username}\\.${authorId}/#postings$`));
  await expect(page.getByTestId('postings-list')).toContainText(thread.title);
});

test('a profile post with an @mention alerts the mentioned member; a moderator hard-deletes it with a reason and the author is alerted', async ({ page, browser, baseURL }) => {
  const writer = await newMemberSession(baseURL!);
  const mentioned = await newMemberSession(baseURL!);
  const writerId = await userIdOf(writer.session);
  await logIn(page, writer);

  await page.goto(`/members/${writer.username}.${writerId}/`);
  const composer = page.getByTestId('profile-post-composer');
  const box = composer.getByRole('textbox', { name: 'Profile post' });
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByText('Post message should not be empty')).toBeVisible();

  await box.click();
  // All but the last letter: other tests make many members of the same first letters, and the list shows 10.
  await page.keyboard.type(`Trail report for @${mentioned.username.slice(0, -1)}`);
  await composer.getByRole('listbox', { name: 'Members to mention' }).getByRole('option', { name: `@${mentioned.username}` }).click();
  await page.keyboard.type(' see you at the trailhead');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('profile-posts').getByText('see you at the trailhead')).toBeVisible();

  await expect.poll(async () => (await alertsOf(mentioned.session)).filter((alert) => alert.action === 'mention' && alert.content_type === 'profile_post').map((alert) => alert.FromUser?.username)).toEqual([writer.username]);

  const moderator = await browser.newContext({ baseURL });
  const moderatorPage = await moderator.newPage();
  await logIn(moderatorPage, 'moderator');
  await moderatorPage.goto(`/members/${writer.username}.${writerId}/`);
  const post = moderatorPage.getByTestId('profile-post').filter({ hasText: 'see you at the trailhead' });
  await post.getByRole('button', { name: `Delete profile post by ${writer.username}` }).click();
  const dialog = moderatorPage.getByTestId('delete-dialog');
  await dialog.getByRole('textbox', { name: 'Reason for deletion' }).fill('Trail reports go in the forum');
  await dialog.getByText('Hard delete (remove for good)').click();
  await dialog.getByText('Alert the author').click();
  await dialog.getByRole('textbox', { name: 'Reason sent to the author' }).fill('Please post trail reports in the forum');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(moderatorPage.getByText('The profile post was deleted.')).toBeVisible();
  await expect(moderatorPage.getByTestId('profile-post').filter({ hasText: 'see you at the trailhead' })).toHaveCount(0);
  await moderator.close();

  expect((await profileOf(writer.session, writerId)).profile_posts ?? []).toHaveLength(0);
  const deleted = (await alertsOf(writer.session)).filter((alert) => alert.action === 'post_delete');
  expect(deleted).toHaveLength(1);
  expect(JSON.stringify(deleted[0].extra_data)).toContain('Please post trail reports in the forum');
});

test('a visitor reads the spec’s message on a member who limits their profile', async ({ page, playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const board = (await (await visitor.get('/api/users/leaderboard/most-messages')).json()) as { entries: { User: { user_id: number } }[] };
  let limited: ProfileAnswer['user'] | null = null;
  for (const entry of board.entries) {
    const answer = (await (await visitor.get(`/api/users/${entry.User.user_id}`)).json()) as ProfileAnswer;
    if (!answer.user.can_view_profile) {
      limited = answer.user;
      break;
    }
  }
  expect(limited, 'a demo member who limits their profile to members').not.toBeNull();
  await page.goto(sitePath(limited!.view_url));
  await expect(page.getByRole('heading', { level: 1, name: limited!.username })).toBeVisible();
  await expect(page.getByText(LIMITED)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Profile sections' })).toHaveCount(0);
  await visitor.dispose();
});

test('a member follows another from the profile', async ({ page, baseURL }) => {
  const follower = await newMemberSession(baseURL!);
  const followed = await newMemberSession(baseURL!);
  const followedId = await userIdOf(followed.session);
  await logIn(page, follower);
  await page.goto(`/members/${followed.username}.${followedId}/`);
  await page.getByTestId('profile-actions').getByRole('button', { name: `Follow ${followed.username}` }).click();
  await expect(page.getByTestId('profile-actions').getByRole('button', { name: `Unfollow ${followed.username}` })).toBeVisible();
  await expect.poll(async () => (await profileOf(follower.session, followedId)).user.is_followed).toBe(true);
});

test('ignoring a member from their profile folds their profile posts away, with Show', async ({ page, baseURL }) => {
  const author = await newMemberSession(baseURL!);
  const reader = await newMemberSession(baseURL!);
  const authorId = await userIdOf(author.session);
  const written = await author.session.post('/api/profile-posts', { data: { user_id: authorId, message_html: '<p>Fresh tyres on the rig</p>', attachment_key: null } });
  expect(written.ok(), `profile post: ${written.status()}`).toBeTruthy();
  await logIn(page, reader);

  await page.goto(`/members/${author.username}.${authorId}/`);
  await expect(page.getByTestId('profile-posts').getByText('Fresh tyres on the rig')).toBeVisible();
  await page.getByTestId('profile-actions').getByRole('button', { name: `Ignore ${author.username}` }).click();
  await expect(page.getByText(`Post by ${author.username} is hidden because you ignore this member.`)).toBeVisible();
  await expect(page.getByText('Fresh tyres on the rig')).toHaveCount(0);
  await page.getByRole('button', { name: `Show the post by ${author.username}` }).click();
  await expect(page.getByText('Fresh tyres on the rig')).toBeVisible();

  // After a reload the fold comes from GET /me's ignored_user_ids.
  await page.reload();
  await expect(page.getByText(`Post by ${author.username} is hidden because you ignore this member.`)).toBeVisible();
});

test('the profile page is drawn by the server for a visitor and has no serious accessibility problem at 1280 and 375 px', async ({ page, baseURL }) => {
  const session = await apiSession(baseURL!, 'member');
  const memberId = await userIdOf(session);
  const { user } = await profileOf(session, memberId);
  const drawn = await page.request.get(sitePath(user.view_url), { headers: { accept: 'text/html' } });
  const html = await drawn.text();
  expect(html).toContain('data-testid="profile-header"');
  expect(html).toContain('data-testid="profile-posts"');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(sitePath(user.view_url));
    await expect(page.getByTestId('profile-header')).toBeVisible();
    expect(await seriousViolations(page), `profile posts at ${width}px`).toEqual([]);
    await page.getByRole('link', { name: 'About' }).click();
    await expect(page.getByTestId('about-tab')).toBeVisible();
    expect(await seriousViolations(page), `about at ${width}px`).toEqual([]);
  }
  await logIn(page, 'member');
  await page.goto(sitePath(user.view_url));
  await expect(page.getByTestId('profile-post-composer')).toBeVisible();
  expect(await seriousViolations(page), 'own profile with the composer').toEqual([]);
});
