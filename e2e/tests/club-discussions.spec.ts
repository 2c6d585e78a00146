import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { apiSession } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// A club discussion is a forum thread: the clubs remote shows it with the forum's own thread view,
// loaded at run time from the forum's release (shared-kernel/widgets), never built into the clubs code.

const NOT_MEMBER = 'Only members of this club can take part in it. Join the club first.';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface ClubRow {
  id: number;
  slug: string;
  name: string;
  can_post: boolean;
  club_state: string;
}

/** A club the demo 'member' takes part in (the seed makes them the owner of one and a member of another). */
async function membersClub(member: APIRequestContext): Promise<ClubRow> {
  const response = await member.get('/api/clubs/?showFollowedOnly=1');
  expect(response.ok(), `clubs: ${await response.text()}`).toBeTruthy();
  const club = ((await response.json()) as { clubs: ClubRow[] }).clubs.find((candidate) => candidate.can_post && candidate.club_state === 'approved');
  expect(club, 'the demo member takes part in an approved club').toBeTruthy();
  return club!;
}

/** The forum's remote files this page asked for (its remoteEntry.js and chunks). */
function forumRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/releases/mfe-forum/')) seen.push(pathname);
  });
  return seen;
}

test('a member starts a discussion with the site’s editor, another member replies in the forum’s thread view, loaded from the forum’s release', async ({ page, browser, baseURL }) => {
  const member = await apiSession(baseURL!, 'member');
  const club = await membersClub(member);
  const title = `Who is in for the Fins run ${unique()}?`;

  await logIn(page, 'member');
  await page.goto(`/clubs/${club.slug}/discussions`);
  await page.getByRole('link', { name: 'Start a discussion' }).click();
  await expect(page).toHaveURL(`/clubs/${club.slug}/discussions/create`);
  expect(await seriousViolations(page)).toEqual([]);
  // A missing title is said at once, with the shared schema's text; nothing is sent.
  await page.getByRole('button', { name: 'Start discussion' }).click();
  await expect(page.getByText('Please enter a title for the thread.')).toBeVisible();
  await page.getByRole('textbox', { name: /Title/ }).fill(title);
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Meet at the Sand Flats gate at 8.');
  const forumFiles = forumRequests(page);
  await page.getByRole('button', { name: 'Start discussion' }).click();
  await expect(page.getByText('Your discussion has been started.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clubs/${club.slug}/discussions/[^/]+\\.\\d+$`));
  const discussionUrl = new URL(page.url()).pathname;

  // The forum's thread view, from the forum's current release.
  const widget = page.locator('[data-widget="mfe-forum/ThreadView"][data-widget-state="ready"]');
  await expect(widget.getByTestId('thread-title')).toHaveText(title);
  await expect(widget.getByText('Meet at the Sand Flats gate at 8.')).toBeVisible();
  const remotes = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, { current: string }> };
  await expect(widget).toHaveAttribute('data-widget-version', remotes.remotes['mfe-forum'].current);
  expect(forumFiles.some((file) => file.startsWith(`/releases/mfe-forum/${remotes.remotes['mfe-forum'].current}/`))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Another member joins the club and answers in the same view.
  const other = await newMemberSession(baseURL!);
  const joined = await other.session.post(`/api/clubs/${club.slug}/join`);
  expect(joined.ok(), `join: ${await joined.text()}`).toBeTruthy();
  const otherContext = await browser.newContext({ baseURL });
  const otherPage = await otherContext.newPage();
  await logIn(otherPage, other);
  await otherPage.goto(discussionUrl);
  const otherWidget = otherPage.locator('[data-widget="mfe-forum/ThreadView"]');
  await expect(otherWidget.getByTestId('thread-title')).toHaveText(title);
  await otherPage.getByRole('textbox', { name: 'Your reply' }).click();
  await otherPage.keyboard.type('Count me in, two rigs.');
  await otherPage.getByRole('button', { name: 'Post reply' }).click();
  await expect(otherWidget.getByText('Count me in, two rigs.')).toBeVisible();
  await otherContext.close();

  // The club's list shows it with its reply.
  await page.goto(`/clubs/${club.slug}/discussions`);
  const row = page.getByTestId('club-discussion').filter({ hasText: title });
  await expect(row).toContainText('1 reply');
  expect(await seriousViolations(page)).toEqual([]);
  // …and so does the discussion's own header.
  await page.goto(discussionUrl);
  await expect(page.locator('[data-widget="mfe-forum/ThreadView"]').getByText(/Started by/)).toContainText('· 1 reply');
  await expect(page.locator('[data-widget="mfe-forum/ThreadView"]').getByText(/Started by/)).not.toContainText('replies');
});

test('a member who has not joined reads the discussion and is told why they cannot reply', async ({ page, baseURL }) => {
  const member = await apiSession(baseURL!, 'member');
  const club = await membersClub(member);
  const started = await member.post(`/api/clubs/${club.id}/discussions`, { data: { title: `Trail clean-up ${unique()}`, message: '<p>Bring gloves.</p>' } });
  expect(started.ok(), `start: ${await started.text()}`).toBeTruthy();
  const { thread } = (await started.json()) as { thread: { club_view_url: string; thread_id: number } };

  const outsider = await newMemberSession(baseURL!);
  await logIn(page, outsider);
  await page.goto(`/clubs/${club.slug}/discussions`);
  await expect(page.getByTestId('discussion-refusal')).toHaveText(NOT_MEMBER);
  await expect(page.getByRole('link', { name: 'Start a discussion' })).toHaveCount(0);

  await page.goto(new URL(thread.club_view_url, baseURL).pathname);
  const widget = page.locator('[data-widget="mfe-forum/ThreadView"]');
  await expect(widget.getByText('Bring gloves.')).toBeVisible();
  await expect(widget.getByTestId('reply-refusal')).toContainText(NOT_MEMBER);
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  // The API refuses the same person with the same words.
  const reply = await outsider.session.post('/api/posts', { data: { thread_id: thread.thread_id, message_html: '<p>Me too</p>' } });
  expect(reply.status()).toBeGreaterThanOrEqual(400);
  expect(await reply.text()).toContain(NOT_MEMBER);
});

test('when the forum’s release cannot be loaded, only the discussion shows an error panel with Retry', async ({ page, baseURL }) => {
  const member = await apiSession(baseURL!, 'member');
  const club = await membersClub(member);
  const started = await member.post(`/api/clubs/${club.id}/discussions`, { data: { title: `Lost widget ${unique()}`, message: '<p>Still here.</p>' } });
  const { thread } = (await started.json()) as { thread: { club_view_url: string } };
  await logIn(page, 'member');
  let forumDown = true;
  await page.route('**/releases/mfe-forum/**', (route) => (forumDown ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
  await page.goto(new URL(thread.club_view_url, baseURL).pathname);
  const panel = page.locator('[data-widget="mfe-forum/ThreadView"][data-widget-state="failed"]');
  await expect(panel.getByText('The discussion could not be loaded')).toBeVisible();
  await expect(page.getByRole('link', { name: `‹ All discussions of ${club.name}` })).toBeVisible();
  forumDown = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-widget="mfe-forum/ThreadView"]').getByText('Still here.')).toBeVisible();
});
