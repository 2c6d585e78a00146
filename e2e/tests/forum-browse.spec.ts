import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';

interface ApiThread {
  thread_id: number;
  title: string;
  view_url: string;
  reply_count: number;
  last_post_username: string;
  sticky: boolean;
  username: string;
  discussion_type: string;
}
interface ApiNode {
  node_id: number;
  node_type_id: string;
  title: string;
  view_url: string;
  vehicle_type_id: number;
  parent_node_id: number;
}

const pathOf = (viewUrl: string) => new URL(viewUrl, 'http://x').pathname;

async function forums(request: APIRequestContext): Promise<ApiNode[]> {
  const { nodes } = await (await request.get('/api/nodes/all')).json();
  return nodes as ApiNode[];
}

/** A forum holding a thread with more than one page of posts, and that thread. */
async function forumWithLongThread(request: APIRequestContext): Promise<{ forum: ApiNode; thread: ApiThread }> {
  for (const forum of (await forums(request)).filter((node) => node.node_type_id === 'Forum')) {
    const { threads } = await (await request.get(`/api/forums/${forum.node_id}/threads?order=reply_count&direction=desc`)).json();
    const thread = (threads as ApiThread[]).find((candidate) => candidate.reply_count >= 20);
    if (thread) return { forum, thread };
  }
  throw new Error('no forum with a thread of more than one page');
}

test('browse the tree, sort a forum by title ascending within 360 days, open a thread and go to page 2', async ({ page, request }) => {
  const { forum, thread } = await forumWithLongThread(request);
  await page.goto('/forums');
  await page.getByTestId('forum-row').getByRole('link', { name: forum.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`-n\\.${forum.node_id}/$`));
  await expect(page.getByTestId('thread-row').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption('title');
  await expect(page).toHaveURL(/\?order=title$/);
  await page.getByTestId('sort-direction').click();
  await expect(page).toHaveURL(/order=title&direction=asc/);
  await page.getByLabel('Last message within').selectOption('360');
  await expect(page).toHaveURL(/order=title&direction=asc&last_days=360/);
  const expected = await (await request.get(`/api/forums/${forum.node_id}/threads?order=title&direction=asc&last_days=360`)).json();
  await expect(page.getByTestId('thread-link').first()).toHaveText(expected.threads[0].title);
  await expect(page.getByTestId('thread-link').nth(1)).toHaveText(expected.threads[1].title);

  // The filters live in the URL: a reload shows the same list with the same controls.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  await expect(page.getByLabel('Last message within')).toHaveValue('360');
  await expect(page.getByTestId('sort-direction')).toHaveAttribute('data-direction', 'asc');
  await expect(page.getByTestId('thread-link').first()).toHaveText(expected.threads[0].title);

  // Most replies first, then into the long thread and on to its second page.
  await page.getByLabel('Sort by').selectOption('reply_count');
  await expect(page).toHaveURL(/order=reply_count/);
  await page.getByTestId('sort-direction').click();
  await expect(page).toHaveURL(/order=reply_count&last_days=360$/);
  await page.getByTestId('thread-link').filter({ hasText: thread.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`-t\\.${thread.thread_id}/$`));
  await page.getByTestId('pager').first().getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page-2$/);
  await expect(page.getByTestId('post').first()).toBeVisible();

  // The thread names its category and forum, and leads back to the forum, whose trail names the category too.
  const category = (await forums(request)).find((node) => node.node_id === forum.parent_node_id)!;
  await expect(page.getByTestId('thread-forum-trail').getByRole('listitem')).toHaveText(['Home›', 'Forums›', `${category.title}›`, forum.title]);
  await page.getByTestId('thread-forum-trail').getByRole('link', { name: forum.title }).click();
  await expect(page).toHaveURL(new RegExp(`-n\\.${forum.node_id}/$`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home›', 'Forums›', `${category.title}›`, forum.title]);
});

test('a date filter that matches nothing says so, and Started by narrows to one member', async ({ page, request }) => {
  const { forum } = await forumWithLongThread(request);
  const { threads } = await (await request.get(`/api/forums/${forum.node_id}/threads`)).json();
  const starter = (threads as ApiThread[])[0].username;
  await page.goto(pathOf(forum.view_url));
  const picker = page.getByRole('combobox', { name: 'Started by' });
  await picker.fill(starter.slice(0, 1));
  // One character asks nothing (spec §5).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await picker.fill(starter.slice(0, 3));
  await expect(page.getByRole('option', { name: starter })).toBeVisible();
  await picker.press('ArrowDown');
  await page.getByRole('option', { name: starter }).click();
  await expect(page).toHaveURL(new RegExp(`starter_id=\\d+&starter=${starter}`));
  await expect(page.getByTestId('thread-row').first()).toBeVisible();
  for (const row of await page.getByTestId('thread-row').all()) await expect(row).toContainText(starter);

  await page.goto(`${pathOf(forum.view_url)}?starter_id=2147483000&starter=nobody`);
  await expect(page.getByTestId('thread-list-empty')).toHaveText('No threads match these filters. Try a longer time span or another member.');
});

test('a category lists its forums and an article reads as an article', async ({ page, request }) => {
  const category = (await forums(request)).find((node) => node.node_type_id === 'Category')!;
  await page.goto(pathOf(category.view_url));
  await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
  await expect(page.getByTestId('category-page').getByTestId('forum-row').first()).toBeVisible();
  // The same trail as a forum's: Home › Forums › the category.
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home›', 'Forums›', category.title]);
  await expect(trail.getByText(category.title)).toHaveAttribute('aria-current', 'page');

  const { threads } = await (await request.get('/api/news?thread_type=article&page=1')).json();
  const article = (threads as ApiThread[]).find((candidate) => candidate.discussion_type === 'article')!;
  await page.goto(pathOf(article.view_url));
  await expect(page.getByTestId('article-title')).toHaveText(article.title);
  await expect(page.getByTestId('article-body')).not.toBeEmpty();
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments).toBeVisible();
  // The comments are the replies: the title and the opening post are the article above, not repeated.
  const { first_post: opening } = await (await request.get(`/api/threads/${article.thread_id}?with_first_post=1`)).json();
  await expect(comments.getByTestId('thread-title')).toBeHidden();
  await expect(comments.locator(`#post-${opening.post_id}`)).toHaveCount(0);
});

test('/threads lists every thread by type: the articles filter keeps only articles, and a row opens its thread', async ({ page, request }) => {
  const { threads: articles } = (await (await request.get('/api/threads?thread_type=article')).json()) as { threads: ApiThread[] };
  expect(articles.length).toBeGreaterThan(0);
  await page.goto('/threads');
  await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
  const list = page.getByTestId('thread-list');
  await expect(list.getByRole('link').first()).toBeVisible();
  await page.getByLabel('Thread type').selectOption('article');
  await expect(page).toHaveURL(/\/threads\?thread_type=article$/);
  await expect(list.getByRole('link', { name: articles[0].title })).toBeVisible();
  await list.getByRole('link', { name: articles[0].title }).click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(articles[0].view_url)}$`));
  await expect(page.getByRole('heading', { level: 1, name: articles[0].title })).toBeVisible();
});

test('search titles only with a member picked from the suggestions', async ({ page, request }) => {
  const { threads } = await (await request.get('/api/threads/latest?page=1')).json();
  const thread = (threads as ApiThread[]).find((candidate) => /[A-Za-z]{5,}/.test(candidate.title) && candidate.username.length > 2)!;
  const word = thread.title.split(/\s+/).find((candidate) => /^[A-Za-z]{5,}$/.test(candidate))!;
  await page.goto('/search');
  await page.getByLabel('Search words').fill(word);
  const members = page.getByRole('combobox', { name: 'Members' });
  // The whole name: its own entry is then the first (shortest) suggestion.
  await members.fill(thread.username);
  await expect(page.getByRole('option', { name: thread.username, exact: true })).toBeVisible();
  // Arrows move, Enter selects.
  await members.press('ArrowDown');
  await expect(page.getByRole('option', { name: thread.username, exact: true })).toHaveAttribute('aria-selected', 'true');
  await members.press('Enter');
  await expect(page.getByTestId('member-chip')).toHaveText(thread.username);
  await page.getByText('Search titles only').click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`searchText=${word}&members=${thread.username}&searchCheckbox=1`));
  const results = page.getByTestId('search-result');
  await expect(results.first()).toBeVisible();
  for (const result of await results.all()) {
    await expect(result).toContainText(`Thread by ${thread.username}`);
  }
  await expect(results.first().locator('h2 mark').first()).toHaveText(new RegExp(word, 'i'));
  // Everything is in the URL: a reload keeps the member and the checkbox.
  await page.reload();
  await expect(page.getByTestId('member-chip')).toHaveText(thread.username);
  await expect(page.getByRole('checkbox', { name: 'Search titles only' })).toBeChecked();
});

test('what is new: every tab, the personal ones asking visitors to log in', async ({ page, request }) => {
  await page.goto('/what-is-new/latest');
  await expect(page.getByTestId('what-is-new-list').getByTestId('content-card').first()).toBeVisible();
  // Newest activity first: a card with replies says whose reply brought it up, one without none.
  const { threads } = await (await request.get('/api/threads/latest?page=1&vehicle_type_id=0')).json();
  const replied = (threads as ApiThread[]).find((thread) => thread.reply_count > 0)!;
  const repliedCard = page.getByTestId('content-card').filter({ has: page.getByRole('link', { name: replied.title, exact: true }) });
  await expect(repliedCard.getByTestId('last-reply')).toContainText(`last reply`);
  await expect(repliedCard.getByTestId('last-reply')).toContainText(`by ${replied.last_post_username}`);
  const unanswered = (threads as ApiThread[]).slice(0, 5).find((thread) => thread.reply_count === 0);
  if (unanswered) {
    const card = page.getByTestId('content-card').filter({ has: page.getByRole('link', { name: unanswered.title, exact: true }) });
    await expect(card).toContainText('0 replies');
    await expect(card.getByTestId('last-reply')).toHaveCount(0);
  }
  const nav = page.getByRole('navigation', { name: 'What is new' });
  await nav.getByRole('link', { name: 'Trending' }).click();
  await expect(page.getByTestId('what-is-new-list').getByTestId('content-card').first()).toBeVisible();
  await nav.getByRole('link', { name: 'Latest profile posts' }).click();
  await expect(page).toHaveURL(/\/what-is-new\/latest-profile$/);
  await expect(page.getByTestId('profile-post').first().or(page.getByTestId('what-is-new-empty'))).toBeVisible();
  // The seeded post on RockCrawlerJim's profile: both names and the mention open the members' profiles.
  const straps = page.getByTestId('profile-post').filter({ hasText: 'about recovery straps' });
  await expect(straps.getByRole('link', { name: '@member' })).toHaveAttribute('href', /^\/members\/member\.\d+\/$/);
  await expect(straps.getByRole('link', { name: 'RockCrawlerJim', exact: true })).toHaveAttribute('href', /^\/members\/rockcrawlerjim\.\d+\/?$/);
  for (const tab of ['News feed', 'Watched threads']) {
    await nav.getByRole('link', { name: tab }).click();
    await expect(page.getByTestId('login-needed')).toHaveText('Please login in to see the content of the page.');
  }
});

test("what is new under a vehicle type's slug (the menu's link once a type is chosen) is the latest tab for that type; the tab shown is marked", async ({ page, request }) => {
  const { vehicle_types: types } = await (await request.get('/api/vehicles')).json();
  const type = (types as { vehicle_type_id: number; slug_url: string }[])[0]!;
  const nav = page.getByRole('navigation', { name: 'What is new' });
  await logIn(page, 'member'); // pages drawn by the app: the list is asked for by the browser
  await page.goto('/what-is-new');
  await expect(nav.getByRole('link', { name: 'Latest', exact: true })).toHaveAttribute('aria-current', 'page');
  const asked = page.waitForRequest((r) => r.url().includes('/api/threads/latest') && r.url().includes(`vehicle_type_id=${type.vehicle_type_id}`));
  await page.goto(`/what-is-new/${type.slug_url}`);
  await asked;
  await expect(page.getByRole('heading', { name: 'What is new' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Latest', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goto('/what-is-new/no-such-tab-or-type');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('what is new as a member: the news feed shows followed members, watched threads are listed', async ({ page }) => {
  await logIn(page, 'member');
  const feed = await (await page.request.get('/api/users/news-feed')).json();
  if (feed.following_count === 0) {
    // Follow the member who posted last, so the feed has something.
    const { threads } = await (await page.request.get('/api/threads/latest?page=1')).json();
    const other = (threads as (ApiThread & { user_id: number })[]).find((thread) => thread.username !== 'member')!;
    expect((await page.request.post(`/api/users/${other.user_id}/follow`, { data: {} })).ok()).toBeTruthy();
  }
  await page.goto('/what-is-new/news-feed');
  await expect(page.getByTestId('news-feed-item').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'What is new' }).getByRole('link', { name: 'Watched threads' }).click();
  await expect(page).toHaveURL(/\/what-is-new\/watched-threads$/);
  await expect(page.getByTestId('thread-row').first().or(page.getByTestId('what-is-new-empty'))).toBeVisible();
  await expect(page.getByTestId('login-needed')).toHaveCount(0);
});

test('a legacy post URL lands on the page of the thread that holds the post, at the post', async ({ page, request }) => {
  const { thread } = await forumWithLongThread(request);
  const { posts } = await (await request.get(`/api/threads/${thread.thread_id}/posts?page=2`)).json();
  const post = posts[0];
  await page.goto(`/forums/threads/some-old-title.${thread.thread_id}/post-${post.post_id}/`);
  await expect(page).toHaveURL(new RegExp(`-t\\.${thread.thread_id}/page-2#post-${post.post_id}$`));
  await expect(page.locator(`#post-${post.post_id}`)).toBeVisible();
});

test('as a member (pages drawn by the app): a link to a post shows the post, and Next at the foot of a page opens the next one at its top', async ({ page, request }) => {
  await logIn(page, 'member');
  const { thread } = await forumWithLongThread(request);
  await page.goto(pathOf(thread.view_url));
  await page.getByTestId('pager').last().scrollIntoViewIfNeeded();
  await page.getByTestId('pager').last().getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page-2$/);
  await expect(page.getByTestId('post').first()).toBeInViewport();

  // The index's last-post link leads into a thread at its newest post, below the fold of a long page.
  await page.goto('/forums');
  const lastPost = page.getByTestId('last-post').getByRole('link').first();
  const href = (await lastPost.getAttribute('href'))!;
  const postId = /#post-(\d+)$/.exec(href)![1];
  await page.goto(href);
  await expect(page.locator(`#post-${postId}`)).toBeInViewport();

  await page.goto('/forums');
  await lastPost.click();
  await expect(page.locator(`#post-${postId}`)).toBeInViewport();
});

test('the vehicle filter changes the forum index, what-is-new and search', async ({ page, request }) => {
  const { vehicle_types: types } = await (await request.get('/api/vehicles')).json();
  const nodes = await forums(request);
  // A type some forums are not for: the index must get shorter.
  const type = (types as { vehicle_type_id: number }[]).find((candidate) => nodes.some((node) => node.node_type_id === 'Forum' && node.vehicle_type_id !== 0 && node.vehicle_type_id !== candidate.vehicle_type_id))!;
  const calls: string[] = [];
  page.on('request', (r) => calls.push(r.url()));

  await page.goto('/forums');
  await expect(page.getByTestId('forum-row').first()).toBeVisible();
  const before = await page.getByTestId('forum-row').count();
  await page.getByTestId('vehicle-switcher').selectOption(String(type.vehicle_type_id));
  await expect.poll(() => page.getByTestId('forum-row').count()).toBeLessThan(before);

  // Each page reads its list for that type: live, or from the drawing the server made for the type's cookie.
  const readsFiltered = async (path: string, api: string) => {
    const drawn = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(await (await page.goto(path))!.text());
    const keys = drawn ? Object.keys((JSON.parse(drawn[1]!) as { data: Record<string, unknown> }).data) : [];
    const filtered = (url: string) => url.includes(api) && url.includes(`vehicle_type_id=${type.vehicle_type_id}`);
    await expect.poll(() => keys.some(filtered) || calls.some(filtered)).toBe(true);
  };
  await readsFiltered('/what-is-new/latest', '/api/threads/latest');
  await readsFiltered('/what-is-new/latest-profile', '/api/profile-posts/latest');
  await readsFiltered('/search?searchText=trail&members=&searchCheckbox=0', '/api/search');
});
