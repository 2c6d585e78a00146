// Drafts kept on the server (spec issue 4: drafts are never lost): one per member and place. The
// forum's places are threads and forums (DraftPlace); conversations keep theirs under their own
// keys (conversations/conversation-drafts.ts) through the key-based functions.
import type { Kysely } from 'kysely';
import type { DiscussionType, Draft } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { DraftRow } from '../../db/tables/posting.table';

type Db = Kysely<Database>;

export type DraftPlace = { thread_id: number } | { node_id: number; discussion_type: DiscussionType };

/** 'thread:{id}' for a reply, 'node:{id}:{discussion_type}' for a new thread. */
export function draftKey(place: DraftPlace): string {
  return 'thread_id' in place ? `thread:${place.thread_id}` : `node:${place.node_id}:${place.discussion_type}`;
}

export function toDraft(row: DraftRow): Draft {
  return {
    node_id: row.node_id,
    thread_id: row.thread_id,
    discussion_type: row.discussion_type,
    title: row.title,
    message_html: row.message_html,
    prefix_id: row.prefix_id,
    attachment_key: row.attachment_key,
    updated_at: row.updated_at,
  };
}

export async function findDraft(db: Db, userId: number, place: DraftPlace): Promise<DraftRow | undefined> {
  return findDraftByKey(db, userId, draftKey(place));
}

export async function findDraftByKey(db: Db, userId: number, key: string): Promise<DraftRow | undefined> {
  return db.selectFrom('drafts').selectAll().where('user_id', '=', userId).where('draft_key', '=', key).executeTakeFirst();
}

export interface DraftContent {
  title: string;
  message_html: string;
  prefix_id: number | null;
  attachment_key: string | null;
}

export async function saveDraft(db: Db, userId: number, place: DraftPlace, content: DraftContent, now: number): Promise<DraftRow> {
  const columns = {
    node_id: 'node_id' in place ? place.node_id : null,
    thread_id: 'thread_id' in place ? place.thread_id : null,
    discussion_type: 'discussion_type' in place ? place.discussion_type : ('discussion' as const),
  };
  return saveDraftByKey(db, userId, draftKey(place), content, now, columns);
}

/** Upserts the member's draft under `key`; `place` columns are written on the first save only. */
export async function saveDraftByKey(
  db: Db,
  userId: number,
  key: string,
  content: DraftContent,
  now: number,
  place: { node_id: number | null; thread_id: number | null; discussion_type: DiscussionType } = { node_id: null, thread_id: null, discussion_type: 'discussion' },
): Promise<DraftRow> {
  return db
    .insertInto('drafts')
    .values({ user_id: userId, draft_key: key, ...place, ...content, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'draft_key']).doUpdateSet({ ...content, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDraft(db: Db, userId: number, key: string): Promise<void> {
  await db.deleteFrom('drafts').where('user_id', '=', userId).where('draft_key', '=', key).execute();
}
