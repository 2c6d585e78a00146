// Fastify writes replies with their response schemas, which drop what they do not declare. For the
// big shapes, the reply is compared field for field with what the repositories and mappers make;
// every other reply of every test is compared with its handler's return (test/helper.ts).
import Fastify from 'fastify';
import { nowSeconds } from './clock';
import { DEMO_PASSWORD, seedDemo } from './seed';
import { build, get, json, loginAs, type TestApp } from '../test/helper';
import { checkResponses, differences } from './http/response-check';
import { toAlert } from './modules/alerts/alert-mapper';
import { resolveAlertContent } from './modules/alerts/alert-content.repository';
import { listMemberAlerts } from './modules/alerts/alerts.repository';
import { toClub } from './modules/clubs/club-mapper';
import { listClubs, memberStates } from './modules/clubs/clubs.repository';
import { summaryCache, toConversation } from './modules/conversations/conversation-mapper';
import { listMemberConversations, listParticipants } from './modules/conversations/conversations.repository';
import { toTrailEvent } from './modules/events/event-mapper';
import { listEvents } from './modules/events/events.repository';
import { forumViewer } from './modules/forum/forum-permissions';
import { pagePostsForViewer, threadForViewer } from './modules/forum/forum-viewer';
import { buildNodeTree } from './modules/forum/node-tree';
import { listNodes } from './modules/forum/nodes.repository';
import { findThread } from './modules/forum/threads.repository';
import { toUserProfile, type SummaryFields } from './modules/users/user-mapper';
import { settingsOf } from './modules/me/settings-fields';
import { findUserByLogin, loadUserSummaries } from './modules/users/users.repository';

/** What JSON.stringify makes of a value: what a reply without a schema would have carried. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('replies carry every field of the big shapes', () => {
  let t: TestApp;
  let member: string;

  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
    member = await loginAs(t.app, 'member', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  const memberRow = async () => (await findUserByLogin(t.db, 'member'))!;

  it('threads and posts (GET /threads/{id}/posts)', async () => {
    const threadId = (await t.db.selectFrom('threads').select('thread_id').where('reply_count', '>=', 39).orderBy('thread_id').executeTakeFirstOrThrow()).thread_id;
    const reply = json(await get(t.app, `/api/threads/${threadId}/posts?page=2`, member));
    const viewer = forumViewer(await memberRow());
    const row = (await findThread(t.db, threadId))!;
    const now = nowSeconds();
    const expected = {
      thread: await threadForViewer(t.app, viewer, row, now),
      posts: await pagePostsForViewer(t.app, viewer, row, { first: 21, last: 40, order: 'asc' }, now),
    };
    expect(reply.posts).toHaveLength(20);
    expect({ thread: reply.thread, posts: reply.posts }).toEqual(asJson(expected));
  });

  it('forum nodes (GET /nodes/all)', async () => {
    const reply = json(await get(t.app, '/api/nodes/all'));
    expect(reply).toEqual(asJson(buildNodeTree(await listNodes(t.db), { now: nowSeconds(), readDates: null })));
    expect(reply.nodes.length).toBeGreaterThan(5);
  });

  it('the member profile (GET /me)', async () => {
    const reply = json(await get(t.app, '/api/me', member));
    const user = await memberRow();
    const ignored = await t.db.selectFrom('user_ignores').select('ignored_user_id').where('user_id', '=', user.user_id).orderBy('ignored_user_id').execute();
    const mapPosition = user.latitude === null || user.longitude === null ? null : { latitude: user.latitude, longitude: user.longitude };
    expect(reply).toEqual({
      ...asJson(toUserProfile(user, nowSeconds(), user)),
      ignored_user_ids: ignored.map((row) => row.ignored_user_id),
      settings: settingsOf(user),
      map_position: mapPosition,
    });
    expect(reply.ignored_user_ids.length).toBeGreaterThan(0);
    expect(reply).toHaveProperty('email');
    expect(reply.custom_fields.personal).toHaveProperty('first_name');
  });

  it('alerts (GET /alerts)', async () => {
    const reply = json(await get(t.app, '/api/alerts', member));
    const me = await memberRow();
    const memberId = me.user_id;
    const { rows } = await listMemberAlerts(t.db, memberId, 20, 0);
    const content = await resolveAlertContent(t.db, rows, memberId);
    const actors = await loadUserSummaries(t.db, rows.flatMap((row) => (row.from_user_id === null ? [] : [row.from_user_id])));
    const people = { actors, member: me };
    expect(reply.alerts.length).toBeGreaterThan(0);
    expect(reply.alerts.some((alert: { FromUser: unknown }) => alert.FromUser !== null)).toBe(true);
    expect(reply.alerts).toEqual(asJson(rows.map((row) => toAlert(row, content, people))));
  });

  it('conversations (GET /conversations)', async () => {
    const reply = json(await get(t.app, '/api/conversations', member));
    const { rows } = await listMemberConversations(t.db, { userId: (await memberRow()).user_id, unreadOnly: false, limit: 20, offset: 0 });
    const participants = await listParticipants(t.db, rows.map((row) => row.conversation_id));
    const users = await loadUserSummaries(t.db, [
      ...rows.flatMap((row) => [row.starter_user_id, row.last_message_user_id]),
      ...[...participants.values()].flat().map((participant) => participant.user_id),
    ]);
    const now = nowSeconds();
    expect(reply.conversations.length).toBeGreaterThan(0);
    // The participants read on their own, in the order they joined, are the ones the page's rows name.
    const ids = (conversationId: number) => (participants.get(conversationId) ?? []).map((participant) => participant.user_id);
    expect(rows.map((row) => row.participant_ids)).toEqual(rows.map((row) => ids(row.conversation_id)));
    expect(reply.conversations).toEqual(asJson(rows.map((row) => toConversation(row, ids(row.conversation_id), summaryCache(users, now)))));
  });

  it('events (GET /events)', async () => {
    const reply = json(await get(t.app, '/api/events'));
    const now = nowSeconds();
    const { rows } = await listEvents(t.db, { now, past: false, includeCancelled: false, vehicleTypeId: 0, limit: 20, offset: 0 });
    const organisers = await loadUserSummaries(t.db, rows.map((row) => row.user_id));
    expect(reply.events.length).toBeGreaterThan(0);
    expect(reply.events).toEqual(asJson(rows.map((row) => toTrailEvent(row, organisers.get(row.user_id) as SummaryFields, now))));
  });

  it('clubs (GET /clubs)', async () => {
    const reply = json(await get(t.app, '/api/clubs?sortBy=name', member));
    const viewer = await memberRow();
    const { rows } = await listClubs(t.db, { sortBy: 'name', sortOrder: 'asc', limit: 20, offset: 0 });
    const states = await memberStates(t.db, viewer.user_id, rows.map((row) => row.club_id));
    expect(reply.clubs.length).toBeGreaterThan(0);
    expect(reply.clubs).toEqual(asJson(rows.map((row) => toClub(row, viewer, states.get(row.club_id)))));
  });

  it('and no reply of these lost anything on the way', () => {
    expect(t.responseProblems).toEqual([]);
  });
});

describe('the reply check (checkResponses)', () => {
  it('reports a field the response schema drops, and a value it bends', async () => {
    const app = Fastify();
    const problems: string[] = [];
    checkResponses(app, (problem) => problems.push(problem));
    const schema = { type: 'object', properties: { kept: { type: 'string' }, city: { type: 'string' }, nested: { type: 'object', properties: {} } } };
    app.get('/thing', { schema: { response: { 200: schema } } }, async () => ({ kept: 'yes', city: null, extra: 1, nested: { inner: true } }));
    await app.inject({ method: 'GET', url: '/thing' });
    await app.close();
    expect(problems.sort()).toEqual([
      'GET /thing (200): city is "" instead of null',
      'GET /thing (200): extra is dropped',
      'GET /thing (200): nested.inner is dropped',
    ]);
  });

  it('finds nothing to say about equal values', () => {
    expect(differences({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });
});
