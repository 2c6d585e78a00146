// Reads behind a member's profile (GET /users/{id} and its card): the relation between viewer and
// member, the counts, vehicles, the member lists, postings and latest activity.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/tables';
import { cutAtWord, plainSnippet } from '../content/content-text';
import { parseChoices } from '../me/me.repository';
import { SUMMARY_COLUMNS, type SummaryFields } from './user-mapper';

export interface RelationRow {
  /** The viewer follows the member (is_followed). */
  viewerFollows: boolean;
  /** The member follows the viewer ('followed' privacy). */
  followsViewer: boolean;
  /** The viewer ignores the member (is_ignored). */
  viewerIgnores: boolean;
}

const NO_RELATION: RelationRow = { viewerFollows: false, followsViewer: false, viewerIgnores: false };

/** How viewer and member stand, in one query (primary-key lookups). */
export async function relationBetween(db: Kysely<Database>, viewerId: number | null, memberId: number): Promise<RelationRow> {
  if (viewerId === null || viewerId === memberId) return NO_RELATION;
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('user_follows').select('user_id').where('user_id', '=', viewerId).where('follow_user_id', '=', memberId)).as('viewer_follows'),
      eb.exists(eb.selectFrom('user_follows').select('user_id').where('user_id', '=', memberId).where('follow_user_id', '=', viewerId)).as('follows_viewer'),
      eb.exists(eb.selectFrom('user_ignores').select('user_id').where('user_id', '=', viewerId).where('ignored_user_id', '=', memberId)).as('viewer_ignores'),
    ])
    .executeTakeFirstOrThrow();
  return { viewerFollows: Boolean(row.viewer_follows), followsViewer: Boolean(row.follows_viewer), viewerIgnores: Boolean(row.viewer_ignores) };
}

export interface ProfileCounts {
  follower_count: number;
  following_count: number;
  award_count: number;
}

export async function profileCounts(db: Kysely<Database>, memberId: number): Promise<ProfileCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('user_follows').select((c) => c.fn.countAll<number>().as('n')).where('follow_user_id', '=', memberId).as('follower_count'),
      eb.selectFrom('user_follows').select((c) => c.fn.countAll<number>().as('n')).where('user_id', '=', memberId).as('following_count'),
      eb.selectFrom('user_awards').select((c) => c.fn.countAll<number>().as('n')).where('user_id', '=', memberId).as('award_count'),
    ])
    .executeTakeFirstOrThrow();
  return { follower_count: Number(row.follower_count), following_count: Number(row.following_count), award_count: Number(row.award_count) };
}

export interface VehicleRow {
  user_vehicle_id: number;
  vehicle_type_id: number | null;
  vehicle_type_title: string | null;
  model_year: number | null;
  model: string;
  trim_name: string | null;
  is_default: unknown;
}

export async function vehiclesOf(db: Kysely<Database>, memberId: number): Promise<VehicleRow[]> {
  return db
    .selectFrom('user_vehicles as v')
    .leftJoin('vehicle_types as vt', 'vt.vehicle_type_id', 'v.vehicle_type_id')
    .select(['v.user_vehicle_id', 'v.vehicle_type_id', 'vt.title as vehicle_type_title', 'v.model_year', 'v.model', 'v.trim_name', 'v.is_default'])
    .where('v.user_id', '=', memberId)
    .orderBy('v.display_order')
    .orderBy('v.user_vehicle_id')
    .execute();
}

/** A custom field as a profile shows it: its title and the member's answer in words. */
export interface ShownField {
  field_id: string;
  group: 'personal' | 'contact';
  title: string;
  value: string;
}

/** Fields with a column of their own, shown by the profile in their own places (name, About, website, My rig). */
const OWN_PLACES = ['first_name', 'last_name', 'about', 'website', 'vehicle'];

/**
 * The member's answers to the admin-defined profile fields (GET /custom-fields/user) of the
 * personal and contact groups, in the fields' order; a preference (e.g. an e-mail digest) is not
 * for others to read. A choice reads as its label, several as a list in the field's order.
 */
export async function shownFieldsOf(db: Kysely<Database>, memberId: number): Promise<ShownField[]> {
  const rows = await db
    .selectFrom('user_field_values as v')
    .innerJoin('custom_fields as f', 'f.field_id', 'v.field_id')
    .select(['f.field_id', 'f.title', 'f.field_type', 'f.choices', 'f.display_group', 'v.field_value'])
    .where('v.user_id', '=', memberId)
    .where('f.display_group', 'in', ['personal', 'contact'])
    .where('f.field_id', 'not in', OWN_PLACES)
    .orderBy('f.display_order')
    .orderBy('f.field_id')
    .execute();
  const shown: ShownField[] = [];
  for (const row of rows) {
    const value = fieldInWords(row.field_type, parseChoices(row.choices), row.field_value);
    if (value) shown.push({ field_id: row.field_id, group: row.display_group === 'contact' ? 'contact' : 'personal', title: row.title, value });
  }
  return shown;
}

function fieldInWords(type: string, choices: Record<string, string> | null, stored: string): string {
  if (type === 'checkbox') {
    let keys: unknown;
    try {
      keys = JSON.parse(stored);
    } catch {
      return '';
    }
    // In the field's own order, whatever order they were ticked in.
    const ticked = new Set(Array.isArray(keys) ? keys.map(String) : []);
    return Object.entries(choices ?? {})
      .filter(([key]) => ticked.has(key))
      .map(([, label]) => label)
      .join(', ');
  }
  if (type === 'select' || type === 'radio') return choices?.[stored] ?? '';
  return stored.trim();
}

export type MemberListKind = 'followers' | 'following' | 'ignoring';

/** A page of the members who follow / are followed by / are ignored by `memberId`, newest first; with the total. */
export async function memberList(
  db: Kysely<Database>,
  kind: MemberListKind,
  memberId: number,
  limit: number,
  offset: number,
  counted = true,
): Promise<{ rows: SummaryFields[]; total: number }> {
  const link =
    kind === 'followers'
      ? db.selectFrom('user_follows as l').innerJoin('users', 'users.user_id', 'l.user_id').where('l.follow_user_id', '=', memberId).select('l.follow_date as linked')
      : kind === 'following'
        ? db.selectFrom('user_follows as l').innerJoin('users', 'users.user_id', 'l.follow_user_id').where('l.user_id', '=', memberId).select('l.follow_date as linked')
        : db.selectFrom('user_ignores as l').innerJoin('users', 'users.user_id', 'l.ignored_user_id').where('l.user_id', '=', memberId).select('l.ignore_date as linked');
  // Banned and disabled accounts are left out of followers and following ('no user found'); the
  // viewer's own ignore list shows everyone they ignore, so each can be undone.
  const visible = kind === 'ignoring' ? link : link.where('users.account_state', 'not in', ['banned', 'disabled']);
  const [rows, count] = await Promise.all([
    visible
      .select(SUMMARY_COLUMNS.map((column) => `users.${column}` as const))
      .orderBy('linked', 'desc')
      .orderBy('users.user_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    counted ? visible.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() : { total: -1 },
  ]);
  return { rows: rows as unknown as SummaryFields[], total: Number(count.total) };
}

export async function ignoredUserIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_ignores').select('ignored_user_id').where('user_id', '=', userId).orderBy('ignored_user_id').execute();
  return rows.map((row) => row.ignored_user_id);
}

/** Ignores or stops ignoring (spec §4: the toggle flips is_ignored); answers the new state. */
export async function toggleIgnore(db: Kysely<Database>, userId: number, ignoredUserId: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('user_ignores').where('user_id', '=', userId).where('ignored_user_id', '=', ignoredUserId).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    await trx.insertInto('user_ignores').values({ user_id: userId, ignored_user_id: ignoredUserId, ignore_date: now }).execute();
    return true;
  });
}

export async function insertMemberReport(db: Kysely<Database>, memberId: number, reporterId: number, message: string, now: number): Promise<void> {
  await db.insertInto('content_reports').values({ content_type: 'user', content_id: memberId, user_id: reporterId, message, report_date: now }).execute();
}

export interface PostingRow {
  post_id: number;
  thread_id: number;
  position: number;
  post_date: number;
  message_parsed: string;
}

/** The member's newest visible threads and replies (posts_user_date). */
export async function postingsOf(db: Kysely<Database>, memberId: number, limit: number): Promise<PostingRow[]> {
  return db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.thread_id', 'p.thread_id')
    .select(['p.post_id', 'p.thread_id', 'p.position', 'p.post_date', 'p.message_parsed'])
    .where('p.user_id', '=', memberId)
    .where('p.message_state', '=', 'visible')
    .where('t.discussion_state', '=', 'visible')
    .orderBy('p.post_date', 'desc')
    .orderBy('p.post_id', 'desc')
    .limit(limit)
    .execute();
}

/** One thing a member did, before it is put into words. */
export type ActivityRow =
  | { kind: 'thread' | 'post'; date: number; title: string; snippet: string; slug: string; thread_id: number; position: number; post_id: number }
  | { kind: 'profile_post'; date: number; owner_id: number; owner_username: string; snippet: string }
  | { kind: 'profile_comment'; date: number; owner_id: number; owner_username: string; snippet: string }
  | { kind: 'reaction'; date: number; reaction_title: string; title: string; slug: string; thread_id: number; position: number; post_id: number }
  | { kind: 'profile_reaction'; date: number; reaction_title: string; owner_id: number; owner_username: string }
  | { kind: 'award'; date: number; title: string };

/** The member's newest doings of every kind, newest first (each read is an indexed top-N). */
export async function latestActivityOf(db: Kysely<Database>, memberId: number, limit: number): Promise<ActivityRow[]> {
  const [posts, profilePosts, comments, reactions, profileReactions, awards] = await Promise.all([
    db
      .selectFrom('posts as p')
      .innerJoin('threads as t', 't.thread_id', 'p.thread_id')
      .select(['p.post_id', 'p.thread_id', 'p.position', 'p.post_date', 'p.message_parsed', 't.title', 't.slug'])
      .where('p.user_id', '=', memberId)
      .where('p.message_state', '=', 'visible')
      .where('t.discussion_state', '=', 'visible')
      .orderBy('p.post_date', 'desc')
      .orderBy('p.post_id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('profile_posts as pp')
      .innerJoin('users as owner', 'owner.user_id', 'pp.profile_user_id')
      .select(['pp.post_date', 'pp.message_parsed', 'pp.message_html', 'owner.user_id as owner_id', 'owner.username as owner_username'])
      .where('pp.user_id', '=', memberId)
      .where('pp.message_state', '=', 'visible')
      .orderBy('pp.post_date', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('profile_post_comments as c')
      .innerJoin('profile_posts as pp', 'pp.profile_post_id', 'c.profile_post_id')
      .innerJoin('users as owner', 'owner.user_id', 'pp.profile_user_id')
      .select(['c.comment_date', 'c.message_parsed', 'owner.user_id as owner_id', 'owner.username as owner_username'])
      .where('c.user_id', '=', memberId)
      .where('c.message_state', '=', 'visible')
      .where('pp.message_state', '=', 'visible')
      .orderBy('c.comment_date', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('post_reactions as r')
      .innerJoin('posts as p', 'p.post_id', 'r.post_id')
      .innerJoin('threads as t', 't.thread_id', 'p.thread_id')
      .innerJoin('reactions as kind', 'kind.reaction_id', 'r.reaction_id')
      .select(['r.reaction_date', 'kind.title as reaction_title', 't.title', 't.slug', 'p.thread_id', 'p.position', 'p.post_id'])
      .where('r.user_id', '=', memberId)
      .where('p.message_state', '=', 'visible')
      .where('t.discussion_state', '=', 'visible')
      .orderBy('r.reaction_date', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('profile_reactions as r')
      // Whose profile the reacted-to post or comment is on (content_user_id is its author's).
      .leftJoin('profile_post_comments as c', (join) => join.onRef('c.profile_post_comment_id', '=', 'r.content_id').on('r.content_type', '=', 'profile_comment'))
      .innerJoin('profile_posts as pp', (join) =>
        join.on(sql<SqlBool>`pp.profile_post_id = case when r.content_type = 'profile_post' then r.content_id else c.profile_post_id end`),
      )
      .innerJoin('users as owner', 'owner.user_id', 'pp.profile_user_id')
      .innerJoin('reactions as kind', 'kind.reaction_id', 'r.reaction_id')
      .select(['r.reaction_date', 'kind.title as reaction_title', 'owner.user_id as owner_id', 'owner.username as owner_username'])
      .where('r.user_id', '=', memberId)
      .where('pp.message_state', '=', 'visible')
      .orderBy('r.reaction_date', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('user_awards as ua')
      .innerJoin('awards as a', 'a.award_id', 'ua.award_id')
      .select(['ua.award_date', 'a.title'])
      .where('ua.user_id', '=', memberId)
      .orderBy('ua.award_date', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const items: ActivityRow[] = [
    ...posts.map((row) => ({
      kind: row.position === 1 ? ('thread' as const) : ('post' as const),
      date: Number(row.post_date),
      title: row.title,
      snippet: cutAtWord(row.message_parsed),
      slug: row.slug,
      thread_id: row.thread_id,
      position: row.position,
      post_id: row.post_id,
    })),
    ...profilePosts.map((row) => ({
      kind: 'profile_post' as const,
      date: Number(row.post_date),
      owner_id: row.owner_id,
      owner_username: row.owner_username,
      snippet: row.message_parsed ? cutAtWord(row.message_parsed) : plainSnippet(row.message_html),
    })),
    ...comments.map((row) => ({
      kind: 'profile_comment' as const,
      date: Number(row.comment_date),
      owner_id: row.owner_id,
      owner_username: row.owner_username,
      snippet: cutAtWord(row.message_parsed),
    })),
    ...reactions.map((row) => ({
      kind: 'reaction' as const,
      date: Number(row.reaction_date),
      reaction_title: row.reaction_title,
      title: row.title,
      slug: row.slug,
      thread_id: row.thread_id,
      position: row.position,
      post_id: row.post_id,
    })),
    ...profileReactions.map((row) => ({
      kind: 'profile_reaction' as const,
      date: Number(row.reaction_date),
      reaction_title: row.reaction_title,
      owner_id: row.owner_id,
      owner_username: row.owner_username,
    })),
    ...awards.map((row) => ({ kind: 'award' as const, date: Number(row.award_date), title: row.title })),
  ];
  return items.sort((a, b) => b.date - a.date).slice(0, limit);
}

/** Members whose username starts with `prefix` (GET /users {contact_search}), valid accounts only. */
export async function membersByNamePrefix(db: Kysely<Database>, prefix: string, limit: number): Promise<SummaryFields[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .where(sql<boolean>`lower(username) like ${pattern} escape '\\'`)
    .where('account_state', '=', 'valid')
    .orderBy(sql`length(username)`)
    .orderBy('username')
    .limit(limit)
    .execute();
}
