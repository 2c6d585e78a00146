import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { forgetThreadPages, sharedThreadPage, THREAD_PAGE_TTL_MS, type SharedPage } from './thread-page-cache';

const db = {} as Kysely<Database>;
const page = (label: string): SharedPage => ({ rows: [{ post_id: label.length } as never], reactions: new Map(), attachments: new Map() });
const range = { first: 1, last: 20, order: 'asc' as const };

it('reads a page once within the TTL, again after it, and at once after the thread is forgotten', async () => {
  const load = jest.fn(async () => page('a'));
  const t0 = 1_000_000;
  await sharedThreadPage(db, 7, range, load, t0);
  await sharedThreadPage(db, 7, range, load, t0 + THREAD_PAGE_TTL_MS - 1);
  expect(load).toHaveBeenCalledTimes(1);
  await sharedThreadPage(db, 7, range, load, t0 + THREAD_PAGE_TTL_MS);
  expect(load).toHaveBeenCalledTimes(2);
  forgetThreadPages(db, 7);
  await sharedThreadPage(db, 7, range, load, t0 + THREAD_PAGE_TTL_MS + 1);
  expect(load).toHaveBeenCalledTimes(3);
});

it('keeps pages apart by thread, range and order, and forgets only the thread written to', async () => {
  const load = jest.fn(async () => page('b'));
  const now = 2_000_000;
  await sharedThreadPage(db, 8, range, load, now);
  await sharedThreadPage(db, 8, { ...range, order: 'desc' }, load, now);
  await sharedThreadPage(db, 8, { first: 21, last: 40, order: 'asc' }, load, now);
  await sharedThreadPage(db, 9, range, load, now);
  expect(load).toHaveBeenCalledTimes(4);
  forgetThreadPages(db, 8);
  await sharedThreadPage(db, 9, range, load, now + 1);
  expect(load).toHaveBeenCalledTimes(4);
  await sharedThreadPage(db, 8, range, load, now + 1);
  expect(load).toHaveBeenCalledTimes(5);
});
