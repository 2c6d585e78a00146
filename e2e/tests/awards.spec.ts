import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { alertsOf } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// Award requests: members of the test's own request, the demo moderator reviews in /awards?view=requests.

interface AwardRow {
  award_id: number;
  title: string;
  can_request: boolean;
  viewer_state: 'none' | 'held' | 'requested';
}

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px on ${page.url()}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function userIdOf(session: APIRequestContext): Promise<number> {
  return ((await (await session.get('/api/me')).json()) as { user_id: number }).user_id;
}

/** The first award of the first page the member may request. */
async function requestableAward(session: APIRequestContext): Promise<AwardRow> {
  const { categories } = (await (await session.get('/api/awards/categories?page=1')).json()) as { categories: { awards: AwardRow[] }[] };
  const award = categories.flatMap((category) => category.awards).find((candidate) => candidate.can_request && candidate.viewer_state === 'none');
  expect(award, 'a requestable award on the first page').toBeTruthy();
  return award!;
}

const cardOf = (page: Page, title: string) => page.getByTestId('award-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const requestOf = (page: Page, username: string, title: string) => page.getByTestId('award-request').filter({ hasText: username }).filter({ hasText: title });

test('a visitor sees the awards with their recent recipients, and no request button', async ({ page }) => {
  await page.goto('/awards');
  await expect(page.getByRole('heading', { level: 1, name: 'Awards' })).toBeVisible();
  await expect(page.getByTestId('award-category').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Request this award/ })).toHaveCount(0);
  const first = page.getByTestId('award-card').first();
  await first.getByRole('button', { name: 'Recent recipients' }).click();
  await expect(first.getByTestId('award-recipients').getByRole('link').first().or(first.getByText('Nobody holds this award yet.'))).toBeVisible();
  await axeAtBothWidths(page);
});

test('a member requests an award → the moderator grants it in /awards?view=requests → the member’s award alert and #awards', async ({ page, browser, baseURL }) => {
  const member = await newMemberSession(baseURL!);
  const memberId = await userIdOf(member.session);
  const award = await requestableAward(member.session);
  await logIn(page, member);

  await page.goto('/awards');
  const card = cardOf(page, award.title);
  await card.getByRole('button', { name: `Request this award: ${award.title}` }).click();
  const dialog = page.getByTestId('request-award-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('You must to add reason!')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Why do you deserve it/ }).fill('Swept the spring run and towed two rigs out.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `Your request for “${award.title}” was sent to the moderators.` })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('award-requested')).toHaveText('Requested');
  await page.reload();
  await expect(cardOf(page, award.title).getByTestId('award-requested')).toHaveText('Requested');

  const moderator = await browser.newContext({ baseURL });
  const moderatorPage = await moderator.newPage();
  await logIn(moderatorPage, 'moderator');
  await moderatorPage.goto('/awards');
  await moderatorPage.getByTestId('requests-tab').click();
  await expect(moderatorPage).toHaveURL(/view=requests/);
  const waiting = requestOf(moderatorPage, member.username, award.title);
  await expect(waiting).toContainText('Swept the spring run');
  await axeAtBothWidths(moderatorPage);
  await waiting.getByRole('button', { name: `Grant “${award.title}” to ${member.username}` }).click();
  await expect(moderatorPage.getByTestId('snackbar').filter({ hasText: `“${award.title}” was granted to ${member.username}.` })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await moderator.close();

  await expect.poll(async () => (await alertsOf(member.session)).filter((alert) => alert.action === 'award').map((alert) => String(alert.extra_data.title ?? alert.Content?.title))).toEqual([award.title]);
  const held = (await (await page.request.get(`/api/users/${memberId}/awards`)).json()) as { awards: { award: { title: string } }[] };
  expect(held.awards.map((row) => row.award.title)).toEqual([award.title]);

  await page.goto(`/members/${member.username}.${memberId}/#awards`);
  await expect(page.getByText(award.title).first()).toBeVisible();
  await page.goto('/awards');
  await expect(cardOf(page, award.title).getByText('Awarded to you')).toBeVisible();
});

test('a moderator refuses a request with a reason that reaches the member', async ({ page, baseURL }) => {
  const member = await newMemberSession(baseURL!);
  const award = await requestableAward(member.session);
  const sent = await member.session.post(`/api/awards/${award.award_id}/request`, { data: { award_reason: 'I think I earned it.' } });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await logIn(page, 'moderator');
  await page.goto('/awards?view=requests');
  const waiting = requestOf(page, member.username, award.title);
  await waiting.getByRole('button', { name: `Refuse “${award.title}” to ${member.username}` }).click();
  const dialog = page.getByTestId('refuse-request-dialog');
  await dialog.getByRole('button', { name: 'Refuse request' }).click();
  await expect(dialog.getByText('Please say why the award is refused.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Not on the ride roster for that date.');
  await dialog.getByRole('button', { name: 'Refuse request' }).click();
  await expect(waiting).toHaveCount(0);

  await expect.poll(async () => JSON.stringify((await alertsOf(member.session)).filter((alert) => alert.content_type === 'award'))).toContain('Not on the ride roster for that date.');
});
