import { expect, test } from '../fixtures/site';

test('browse the forum index, a forum and a thread, then page 2', async ({ page }) => {
  await page.goto('/forums');
  const firstRow = page.getByTestId('forum-row').first();
  await expect(firstRow).toBeVisible();
  await expect(page.getByTestId('forum-category').first()).toBeVisible();
  await expect(firstRow.getByText('Threads')).toBeVisible();
  await expect(firstRow.getByTestId('last-post').getByRole('link')).toBeVisible();

  await firstRow.getByRole('link').first().click();
  await expect(page).toHaveURL(/-n\.\d+\/$/);
  await expect(page.getByTestId('thread-row').first()).toBeVisible();

  await page.getByTestId('thread-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/-t\.\d+\/$/);
  await expect(page.getByTestId('post').first()).toBeVisible();
});

test('the 2,000-post thread pages 20 posts at a time', async ({ page, request }) => {
  const nodes = await (await request.get('/api/nodes/all')).json();
  const forumIds: number[] = nodes.nodes.filter((node: { node_type_id: string }) => node.node_type_id === 'Forum').map((node: { node_id: number }) => node.node_id);
  let longThreadUrl: string | undefined;
  for (const id of forumIds) {
    const list = await (await request.get(`/api/forums/${id}/threads?order=reply_count&direction=desc`)).json();
    const thread = list.threads.find((candidate: { reply_count: number }) => candidate.reply_count >= 1999);
    if (thread) longThreadUrl = new URL(thread.view_url, 'http://x').pathname;
  }
  expect(longThreadUrl, 'the seeded 2,000-post thread').toBeDefined();

  await page.goto(longThreadUrl!);
  await expect(page.getByTestId('post')).toHaveCount(20);
  await expect(page.getByTestId('pager').first()).toContainText('Page 1 of 100');
  await page.getByTestId('pager').first().getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page-2$/);
  await expect(page.getByTestId('post').first()).toContainText('#21');
  await expect(page.getByTestId('post')).toHaveCount(20);
});

test('a missing document shows the 404 page', async ({ page }) => {
  await page.goto('/threads/nothing-here-t.987654/');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a legacy forum URL redirects to the current thread URL', async ({ page, request }) => {
  const nodes = await (await request.get('/api/nodes/all')).json();
  const forum = nodes.nodes.find((node: { node_type_id: string }) => node.node_type_id === 'Forum');
  const { threads } = await (await request.get(`/api/forums/${forum.node_id}/threads`)).json();
  const thread = threads[0];
  await page.goto(`/forums/threads/old-title.${thread.thread_id}/`);
  await expect(page).toHaveURL(new RegExp(`-t\\.${thread.thread_id}/$`));
  await expect(page.getByTestId('thread-title')).toHaveText(thread.title);
});
