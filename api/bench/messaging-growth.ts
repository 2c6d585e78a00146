// Grows the demo site for the alerts and conversations bench (issue 16): `member` gets 5,000 alerts
// and 1,000 conversations, each with two other participants and a few messages, written straight to
// the database (not through the API) in one transaction. Run again, it adds nothing.
//   DATA_DIR=data/bench-messaging npx tsx api/bench/messaging-growth.ts
import type { Insertable } from 'kysely';
import { databaseOptionsOf, readConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { AlertsTable } from '../src/db/tables/messaging.table';
import { insertInBatches } from '../src/seed/bulk-insert';

export const BENCH_ALERTS = 5_000;
export const BENCH_CONVERSATIONS = 1_000;
const MESSAGES_PER_CONVERSATION = 4;
const HOUR = 3600;

async function main(): Promise<void> {
  const settings = await readConfig(process.env);
  const database = createDatabase(databaseOptionsOf(settings));
  const { db } = database;
  try {
    const member = await db.selectFrom('users').select(['user_id', 'username']).where('username', '=', 'member').executeTakeFirstOrThrow();
    const { n } = await db.selectFrom('alerts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', member.user_id).executeTakeFirstOrThrow();
    if (Number(n) >= BENCH_ALERTS) {
      console.log(`member already has ${n} alerts: nothing to grow.`);
      return;
    }
    const others = await db.selectFrom('users').select(['user_id', 'username']).where('user_id', '!=', member.user_id).where('account_state', '=', 'valid').orderBy('user_id').execute();
    const posts = await db.selectFrom('posts').select(['post_id', 'user_id']).orderBy('post_id', 'desc').limit(500).execute();
    const now = Math.floor(Date.now() / 1000);
    const started = Date.now();
    await db.transaction().execute(async (trx) => {
      const alerts: Insertable<AlertsTable>[] = [];
      const kinds = ['reaction', 'quote', 'mention', 'insert'] as const;
      for (let i = alerts.length + Number(n); i < BENCH_ALERTS; i++) {
        const post = posts[i % posts.length];
        const fresh = i < 50;
        alerts.push({
          user_id: member.user_id,
          from_user_id: others[i % others.length].user_id,
          action: kinds[i % kinds.length],
          content_type: 'post',
          content_id: post.post_id,
          event_date: now - 600 - i * HOUR,
          is_read: !fresh,
          is_viewed: !fresh,
          extra_data: i % kinds.length === 0 ? JSON.stringify({ reaction_id: (i % 6) + 1 }) : '{}',
        });
      }
      await insertInBatches(trx, 'alerts', alerts);

      for (let c = 0; c < BENCH_CONVERSATIONS; c++) {
        const a = others[c % others.length];
        const b = others[(c * 7 + 3) % others.length];
        const people = [member, a, b.user_id === a.user_id ? others[(c + 1) % others.length] : b];
        const start = now - (c + 1) * 5 * HOUR;
        const lastAuthor = people[c % people.length];
        const lastDate = start + MESSAGES_PER_CONVERSATION * 60;
        const { conversation_id } = await trx
          .insertInto('conversations')
          .values({
            title: `Bench trip ${c + 1}`,
            starter_user_id: people[1].user_id,
            start_date: start,
            last_message_date: lastDate,
            last_message_user_id: lastAuthor.user_id,
            last_message_username: lastAuthor.username,
            reply_count: MESSAGES_PER_CONVERSATION - 1,
          })
          .returning('conversation_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('conversation_recipients')
          .values(people.map((person, p) => ({ conversation_id, user_id: person.user_id, is_unread: p === 0 && c % 10 === 0, is_starred: p === 0 && c % 25 === 0, last_read_date: c % 10 === 0 ? null : lastDate, joined_date: start })))
          .execute();
        await trx
          .insertInto('conversation_messages')
          .values(
            Array.from({ length: MESSAGES_PER_CONVERSATION }, (_, m) => {
              const author = people[(c + m + 1) % people.length];
              const text = `Message ${m + 1} about bench trip ${c + 1}: meet at the trailhead at ${7 + m} am.`;
              return { conversation_id, user_id: author.user_id, username: author.username, message_date: start + (m + 1) * 60, message_html: `<p>${text}</p>`, message_parsed: text, edit_date: null, attachment_key: null };
            }),
          )
          .execute();
      }
    });
    console.log(`Gave member ${BENCH_ALERTS} alerts and ${BENCH_CONVERSATIONS} more conversations (3 participants, ${MESSAGES_PER_CONVERSATION} messages each) in ${Date.now() - started} ms.`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
