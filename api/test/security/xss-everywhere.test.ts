// Every place besides forum posts (posts.test.ts has those) where a member's HTML is stored and
// shown again: each payload of the XSS corpus is sent through each of them, and neither what the
// API answers (or shows on the read that follows) nor what it stored may keep anything executable.
// A sink that refuses a message with nothing left after cleaning may answer that refusal (a 400
// with its own words, never a 500); the payload is then sent again behind some words, so that
// every payload is stored and checked on every sink. Each sink also gets all payloads in one body.
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../src/clock';
import type { UserRow } from '../../src/db/tables/users.table';
import { draftKey } from '../../src/modules/posting/drafts.repository';
import { POST_EMPTY_MESSAGE } from '../../src/modules/posting/posting-input';
import { makeNode, makeThread, makeUser, PASSWORD } from '../fixtures';
import { build, get, json, loginAs, post, type TestApp } from '../helper';
import { DANGEROUS_HTML, XSS_PAYLOADS } from '../xss-corpus';

const DAY = 86_400;

/** One place a member's HTML goes in. */
interface Sink {
  /** Route and field: names the test and every failure. */
  name: string;
  /** The refusal of a message with nothing left once cleaned; null: such a message is taken. */
  emptyRefusal: string | null;
  send(html: string, index: number): Promise<LightMyRequestResponse>;
  /** Of a taken send: the HTML the API answered (or shows on the read that follows), and the HTML it stored. */
  read(response: LightMyRequestResponse): Promise<{ answered: (string | null)[]; stored: (string | null)[] }>;
}

describe('the XSS corpus through every other place members write HTML', () => {
  let t: TestApp;
  let writer: UserRow;
  let reader: UserRow;
  let as: string;
  /** Fixtures the sinks write into (ids). */
  const at = { node: 0, thread: 0, threadPost: 0, conversation: 0, message: 0, profilePost: 0, comment: 0, event: 0, club: 0, pendingClub: 0 };

  const ok = (response: LightMyRequestResponse, what: string) => {
    if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return json(response);
  };
  const storedOne = async <T extends Record<string, unknown>>(query: Promise<T | undefined>, column: keyof T): Promise<string | null> => {
    const row = await query;
    if (!row) throw new Error(`nothing stored (${String(column)})`);
    return row[column] as string | null;
  };
  /** A post's message_html as GET /posts/{id} shows it, and as stored. */
  const shownPost = async (postId: number) => {
    const shown = ok(await get(t.app, `/api/posts/${postId}`, as), `GET /posts/${postId}`).post;
    const stored = await storedOne(t.db.selectFrom('posts').select('message_html').where('post_id', '=', postId).executeTakeFirst(), 'message_html');
    return { shown: shown.message_html as string, stored };
  };
  /** An event's description as answered and stored, with its discussion's first post (the description again). */
  const eventRead = async (response: LightMyRequestResponse) => {
    const { event } = json(response);
    const row = await t.db.selectFrom('events').select(['description', 'thread_id']).where('event_id', '=', event.event_id).executeTakeFirstOrThrow();
    const thread = await t.db.selectFrom('threads').select('first_post_id').where('thread_id', '=', row.thread_id!).executeTakeFirstOrThrow();
    const first = await shownPost(thread.first_post_id!);
    return { answered: [event.description as string, first.shown], stored: [row.description, first.stored] };
  };
  const future = nowSeconds() + 10 * DAY;
  const eventForm = (description: string, index: number) => ({
    title: `XSS ride ${index}`,
    description,
    kind: 'ride',
    start_date: future,
    end_date: future + 6 * 3600,
    timezone: 'America/Denver',
    region: 'rocky-mountains',
    location_name: 'Sand Flats',
    city: 'Moab',
    state: 'UT',
    rigs_no: 12,
    vehicle_type_id: 0,
    visibility: 'everyone',
  });
  const draftOf = (key: string) =>
    storedOne(t.db.selectFrom('drafts').select('message_html').where('user_id', '=', writer.user_id).where('draft_key', '=', key).executeTakeFirst(), 'message_html');

  const SINKS: Sink[] = [
    {
      name: 'POST /conversations (message_html: the first message)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      send: (html, index) => post(t.app, '/api/conversations', { title: `XSS ${index}`, recipient_ids: [reader.user_id], message_html: html }, as),
      read: async (response) => {
        const id = json(response).conversation.conversation_id as number;
        const shown = ok(await get(t.app, `/api/conversations/${id}?with_messages=1`, as), 'GET /conversations/{id}');
        const stored = await t.db.selectFrom('conversation_messages').select('message_html').where('conversation_id', '=', id).execute();
        expect(stored).toHaveLength(1);
        return { answered: shown.messages.map((message: { message_html: string }) => message.message_html), stored: stored.map((row) => row.message_html) };
      },
    },
    {
      name: 'POST /conversation-messages (message_html: a reply)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      send: (html) => post(t.app, '/api/conversation-messages', { conversation_id: at.conversation, message_html: html }, as),
      read: async (response) => {
        const { message } = json(response);
        const stored = await storedOne(t.db.selectFrom('conversation_messages').select('message_html').where('message_id', '=', message.message_id).executeTakeFirst(), 'message_html');
        return { answered: [message.message_html], stored: [stored] };
      },
    },
    {
      name: 'POST /conversation-messages/{id} (message_html: an edit)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      send: (html) => post(t.app, `/api/conversation-messages/${at.message}`, { message_html: html }, as),
      read: async (response) => {
        const stored = await storedOne(t.db.selectFrom('conversation_messages').select('message_html').where('message_id', '=', at.message).executeTakeFirst(), 'message_html');
        return { answered: [json(response).message.message_html], stored: [stored] };
      },
    },
    {
      name: 'POST /conversations/draft (message_html: a new conversation)',
      emptyRefusal: null,
      send: (html) => post(t.app, '/api/conversations/draft', { title: 'XSS draft', message_html: html }, as),
      read: async (response) => ({ answered: [json(response).draft.message_html], stored: [await draftOf('conversation:new')] }),
    },
    {
      name: 'POST /conversations/draft (message_html: a reply)',
      emptyRefusal: null,
      send: (html) => post(t.app, '/api/conversations/draft', { conversation_id: at.conversation, message_html: html }, as),
      read: async (response) => ({ answered: [json(response).draft.message_html], stored: [await draftOf(`conversation:${at.conversation}`)] }),
    },
    {
      name: 'POST /threads/draft (message_html: a new thread)',
      emptyRefusal: null,
      send: (html) => post(t.app, '/api/threads/draft', { node_id: at.node, title: 'XSS draft', message_html: html }, as),
      read: async (response) => ({ answered: [json(response).draft.message_html], stored: [await draftOf(draftKey({ node_id: at.node, discussion_type: 'discussion' }))] }),
    },
    {
      name: 'POST /threads/draft (message_html: a reply)',
      emptyRefusal: null,
      send: (html) => post(t.app, '/api/threads/draft', { thread_id: at.thread, message_html: html }, as),
      read: async (response) => ({ answered: [json(response).draft.message_html], stored: [await draftOf(draftKey({ thread_id: at.thread }))] }),
    },
    {
      name: 'POST /threads (message_html: the first post of a new thread)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      // The title carries the payload too (plain text): the search check below reads it back.
      send: (html, index) => post(t.app, '/api/threads', { node_id: at.node, title: `xssprobe ${index} ${XSS_PAYLOADS[index] ?? 'all'}`.slice(0, 150), message_html: html }, as),
      read: async (response) => {
        const answer = json(response);
        const { shown, stored } = await shownPost(answer.post.post_id);
        return { answered: [answer.post.message_html, shown], stored: [stored] };
      },
    },
    {
      name: 'POST /profile-posts (message_html)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      send: (html) => post(t.app, '/api/profile-posts', { user_id: writer.user_id, message_html: html }, as),
      read: async (response) => {
        const profilePost = json(response).profile_post;
        const stored = await storedOne(t.db.selectFrom('profile_posts').select('message_html').where('profile_post_id', '=', profilePost.profile_post_id).executeTakeFirst(), 'message_html');
        return { answered: [profilePost.message_html], stored: [stored] };
      },
    },
    {
      name: 'POST /profile-posts/{id} (message_html: an edit)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      send: (html) => post(t.app, `/api/profile-posts/${at.profilePost}`, { message_html: html }, as),
      read: async (response) => {
        const profilePost = json(response).profile_post;
        const stored = await storedOne(t.db.selectFrom('profile_posts').select('message_html').where('profile_post_id', '=', at.profilePost).executeTakeFirst(), 'message_html');
        const comments = ((profilePost.comments ?? []) as { message_html: string }[]).map((comment) => comment.message_html);
        return { answered: [profilePost.message_html, ...comments], stored: [stored] };
      },
    },
    {
      name: 'POST /profile-post-comments (message_html)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      send: (html) => post(t.app, '/api/profile-post-comments', { profile_post_id: at.profilePost, message_html: html }, as),
      read: async (response) => {
        const { comment } = json(response);
        const stored = await storedOne(
          t.db.selectFrom('profile_post_comments').select('message_html').where('profile_post_comment_id', '=', comment.profile_post_comment_id).executeTakeFirst(),
          'message_html',
        );
        return { answered: [comment.message_html], stored: [stored] };
      },
    },
    {
      name: 'POST /profile-post-comments/{id} (message_html: an edit)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      send: (html) => post(t.app, `/api/profile-post-comments/${at.comment}`, { message_html: html }, as),
      read: async (response) => {
        const stored = await storedOne(t.db.selectFrom('profile_post_comments').select('message_html').where('profile_post_comment_id', '=', at.comment).executeTakeFirst(), 'message_html');
        return { answered: [json(response).comment.message_html], stored: [stored] };
      },
    },
    {
      name: 'POST /me (signature), and the signature under the member’s posts',
      emptyRefusal: null,
      send: (html) => post(t.app, '/api/me', { signature: html }, as),
      read: async (response) => {
        const stored = await storedOne(t.db.selectFrom('users').select('signature').where('user_id', '=', writer.user_id).executeTakeFirst(), 'signature');
        const underPost = ok(await get(t.app, `/api/posts/${at.threadPost}`), 'GET /posts/{id}').post.signature as string;
        return { answered: [json(response).settings.signature, underPost], stored: [stored] };
      },
    },
    {
      name: 'POST /events (description), and its discussion’s first post',
      emptyRefusal: MESSAGES.eventDetailsRequired,
      send: (html, index) => post(t.app, '/api/events', eventForm(html, index), as),
      read: eventRead,
    },
    {
      name: 'POST /events/{id} (description: an edit), and its discussion’s first post',
      emptyRefusal: MESSAGES.eventDetailsRequired,
      send: (html) => post(t.app, `/api/events/${at.event}`, { description: html }, as),
      read: eventRead,
    },
    {
      name: 'POST /clubs/{id}/events (description: a club event), and its discussion’s first post',
      emptyRefusal: MESSAGES.eventDetailsRequired,
      send: (html, index) => post(t.app, `/api/clubs/${at.club}/events`, eventForm(html, index), as),
      read: eventRead,
    },
    {
      name: 'POST /clubs (description: registering a club)',
      emptyRefusal: null,
      send: (html, index) => post(t.app, '/api/clubs', { name: `XSS Club ${index}`, location_type: 'online', description: html }, as),
      read: async (response) => {
        const { club } = json(response);
        const stored = await storedOne(t.db.selectFrom('clubs').select('description').where('club_id', '=', club.id).executeTakeFirst(), 'description');
        return { answered: [club.description], stored: [stored] };
      },
    },
    {
      name: 'POST /clubs/{id} (description: an edit)',
      emptyRefusal: null,
      send: (html) => post(t.app, `/api/clubs/${at.pendingClub}`, { description: html }, as),
      read: async (response) => {
        const stored = await storedOne(t.db.selectFrom('clubs').select('description').where('club_id', '=', at.pendingClub).executeTakeFirst(), 'description');
        const shown = ok(await get(t.app, `/api/clubs/${at.pendingClub}`, as), 'GET /clubs/{id}').club.description as string;
        return { answered: [json(response).club.description, shown], stored: [stored] };
      },
    },
    {
      name: 'POST /clubs/{id}/discussions (message_html: a club thread’s first post)',
      emptyRefusal: POST_EMPTY_MESSAGE,
      send: (html, index) => post(t.app, `/api/clubs/${at.club}/discussions`, { title: `XSS talk ${index}`, message_html: html }, as),
      read: async (response) => {
        const thread = await t.db.selectFrom('threads').select('first_post_id').where('thread_id', '=', json(response).thread.thread_id).executeTakeFirstOrThrow();
        const { shown, stored } = await shownPost(thread.first_post_id!);
        return { answered: [shown], stored: [stored] };
      },
    },
  ];

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        writer = await makeUser(db, { username: 'xss_writer', membership_code: 'premium_membership' });
        reader = await makeUser(db, { username: 'xss_reader' });
        at.node = await makeNode(db, { title: 'XSS forum' });
        at.thread = await makeThread(db, { node_id: at.node, title: 'Anchor thread', author: writer });
        at.threadPost = (await db.selectFrom('posts').select('post_id').where('thread_id', '=', at.thread).executeTakeFirstOrThrow()).post_id;
        const now = nowSeconds();
        at.club = (
          await db
            .insertInto('clubs')
            .values({
              slug: 'xss-crew', name: 'XSS Crew', description: '<p>Trails</p>', owner_user_id: writer.user_id, club_state: 'approved', location_type: 'online',
              last_activity: now, created_at: now - DAY,
            } as never)
            .returning('club_id')
            .executeTakeFirstOrThrow()
        ).club_id;
        await db.insertInto('club_members').values({ club_id: at.club, user_id: writer.user_id, member_state: 'valid', join_date: now - DAY }).execute();
      },
    });
    as = await loginAs(t.app, 'xss_writer', PASSWORD);
    // What the edits edit: written through the API, as a member would.
    const started = ok(await post(t.app, '/api/conversations', { title: 'Anchor', recipient_ids: [reader.user_id], message_html: '<p>Anchor</p>' }, as), 'start a conversation');
    at.conversation = started.conversation.conversation_id;
    at.message = (await t.db.selectFrom('conversation_messages').select('message_id').where('conversation_id', '=', at.conversation).executeTakeFirstOrThrow()).message_id;
    at.profilePost = ok(await post(t.app, '/api/profile-posts', { user_id: writer.user_id, message_html: '<p>Anchor</p>' }, as), 'a profile post').profile_post.profile_post_id;
    at.comment = ok(await post(t.app, '/api/profile-post-comments', { profile_post_id: at.profilePost, message_html: '<p>Anchor</p>' }, as), 'a comment').comment.profile_post_comment_id;
    at.event = ok(await post(t.app, '/api/events', eventForm('<p>Anchor</p>', -1), as), 'an event').event.event_id;
    at.pendingClub = ok(await post(t.app, '/api/clubs', { name: 'XSS Anchor Club', location_type: 'online', description: '<p>Anchor</p>' }, as), 'a club').club.id;
  });
  afterAll(() => t.close());

  /** Sends one payload through a sink; returns what went wrong (nothing: []). */
  async function probe(sink: Sink, payload: string, index: number): Promise<string[]> {
    const label = `${sink.name}, payload ${JSON.stringify(payload.length > 200 ? `${payload.slice(0, 200)}…` : payload)}`;
    let response = await sink.send(payload, index);
    if (response.statusCode === 400 && sink.emptyRefusal !== null) {
      const message = json(response).errors?.[0]?.message;
      if (message !== sink.emptyRefusal) return [`${label}: refused with ${JSON.stringify(message)}, not the sink’s empty-message refusal`];
      // Nothing was left of it: behind some words, the same payload must be taken (and cleaned).
      response = await sink.send(`<p>ok</p>${payload}`, index);
    }
    if (response.statusCode !== 200) return [`${label}: answered ${response.statusCode} ${response.body.slice(0, 300)}`];
    const { answered, stored } = await sink.read(response);
    if (answered.length === 0 || stored.length === 0) return [`${label}: nothing to check (answered ${answered.length}, stored ${stored.length})`];
    const problems: string[] = [];
    for (const [where, values] of [['answered', answered], ['stored', stored]] as const) {
      for (const value of values) {
        if (value === null) continue;
        const hit = DANGEROUS_HTML.find((pattern) => pattern.test(value));
        if (hit) problems.push(`${label}: ${where} ${JSON.stringify(value)} (matches ${hit})`);
      }
    }
    return problems;
  }

  it.each(SINKS.map((sink) => [sink.name, sink] as const))(`%s: nothing executable is kept of the ${XSS_PAYLOADS.length} payloads, one by one and all in one body`, async (_name, sink) => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const [index, payload] of XSS_PAYLOADS.entries()) problems.push(...(await probe(sink, payload, index)));
    problems.push(...(await probe(sink, XSS_PAYLOADS.join('\n'), XSS_PAYLOADS.length)));
    expect(problems).toEqual([]);
  });

  it('search shows the payloads’ titles and texts escaped: no tag but its own <mark>', async () => {
    // The threads written above by POST /threads carry the payloads in their titles and first posts.
    const problems: string[] = [];
    let seen = 0;
    for (let page = 1; page <= 10; page++) {
      const body = ok(await get(t.app, `/api/search?keywords=xssprobe&c[users]=xss_writer&page=${page}`, as), 'GET /search');
      for (const result of body.results as { title_html: string; snippet_html: string }[]) {
        seen++;
        for (const [field, html] of [['title_html', result.title_html], ['snippet_html', result.snippet_html]] as const) {
          if (/</.test(html.replace(/<\/?mark>/g, ''))) problems.push(`GET /search ${field}: ${JSON.stringify(html)}`);
        }
      }
      if (page >= body.pagination.last_page) break;
    }
    expect(seen).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
    expect(problems).toEqual([]);
  });
});
