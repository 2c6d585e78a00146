// The weekly activity summary (enable_activity_summary_email, spec §3 Settings payload): a job
// that e-mails each member who asked for it, at most once every 7 days, what waits for them — new
// unread alerts, new unread conversations, new posts in threads they watch — and nothing when
// nothing waits. Each member's row is claimed (activity_summary_sent_at moved to now) before the
// e-mail is written, so two processes or an overlapping run never send one twice.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { DAY, nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { MailMessage } from '../../mail/mailer';
import { threadUrl } from '../../view-urls';
import { activitySummaryMail, type SummaryCounts } from './setting-mails';
import { startIntervalJob } from '../../jobs/interval-job';

type Db = Kysely<Database>;

export const SUMMARY_PERIOD_SECONDS = 7 * DAY;
/** Members looked at per batch (a run goes on until none is due). */
const BATCH = 100;
/** Watched threads named in one summary. */
const THREADS_LISTED = 5;

interface DueMember {
  user_id: number;
  username: string;
  email: string;
  activity_summary_sent_at: number | null;
}

async function dueMembers(db: Db, now: number): Promise<DueMember[]> {
  return db
    .selectFrom('users')
    .select(['user_id', 'username', 'email', 'activity_summary_sent_at'])
    .where('enable_activity_summary_email', '=', true)
    .where('account_state', '=', 'valid')
    .where((eb) => eb.or([eb('activity_summary_sent_at', 'is', null), eb('activity_summary_sent_at', '<=', now - SUMMARY_PERIOD_SECONDS)]))
    .orderBy('user_id')
    .limit(BATCH)
    .execute();
}

/** Only the run whose update moved the row sends this member's summary. */
async function claim(db: Db, member: DueMember, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ activity_summary_sent_at: now })
    .where('user_id', '=', member.user_id)
    .where((eb) =>
      member.activity_summary_sent_at === null ? eb('activity_summary_sent_at', 'is', null) : eb('activity_summary_sent_at', '=', member.activity_summary_sent_at),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What is new for the member since `since` (their last summary, else a week ago). */
export async function summaryCounts(db: Db, userId: number, since: number, siteUrl: string): Promise<SummaryCounts> {
  const [alerts, conversations, threads] = await Promise.all([
    db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_read', '=', false)
      .where('event_date', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('conversation_recipients as r')
      .innerJoin('conversations as c', 'c.conversation_id', 'r.conversation_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.user_id', '=', userId)
      .where('r.is_unread', '=', true)
      .where('c.last_message_date', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('thread_watches as w')
      .innerJoin('threads as t', 't.thread_id', 'w.thread_id')
      .innerJoin('posts as p', 'p.thread_id', 'w.thread_id')
      .select(['t.thread_id', 't.title', 't.slug', (eb) => eb.fn.countAll<number>().as('new_posts'), (eb) => eb.fn.max('p.post_date').as('newest')])
      .where('w.user_id', '=', userId)
      .where('t.discussion_state', '=', 'visible')
      .where('p.message_state', '=', 'visible')
      .where('p.user_id', '!=', userId)
      .where('p.post_date', '>', since)
      .groupBy(['t.thread_id', 't.title', 't.slug'])
      .orderBy(sql`max(p.post_date)`, 'desc')
      .limit(THREADS_LISTED)
      .execute(),
  ]);
  return {
    unreadAlerts: Number(alerts.n),
    unreadConversations: Number(conversations.n),
    threads: threads.map((row) => ({ title: row.title, newPosts: Number(row.new_posts), link: `${siteUrl}${threadUrl(row.slug, row.thread_id)}` })),
  };
}

function hasNews(counts: SummaryCounts): boolean {
  return counts.unreadAlerts > 0 || counts.unreadConversations > 0 || counts.threads.length > 0;
}

/**
 * Sends the summaries due at `now` and returns how many went out. A member with nothing new is
 * still marked, so the next look at them is a week later.
 */
export async function sendDueSummaries(db: Db, send: (message: MailMessage) => Promise<void>, siteUrl: string, now: number): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await dueMembers(db, now);
    for (const member of due) {
      if (!(await claim(db, member, now))) continue;
      const since = member.activity_summary_sent_at ?? now - SUMMARY_PERIOD_SECONDS;
      const counts = await summaryCounts(db, member.user_id, since, siteUrl);
      if (!hasNews(counts)) continue;
      await send(activitySummaryMail(member, counts, siteUrl));
      sent++;
    }
    if (due.length < BATCH) break;
  }
  return sent;
}

/** Sends the due weekly summaries every ACTIVITY_SUMMARY_INTERVAL_SECONDS (0: off) while the app runs. */
export function startActivitySummaries(app: FastifyInstance): void {
  startIntervalJob(app, {
    name: 'activity summaries',
    intervalMs: app.settings.activitySummaryIntervalMs,
    run: async () => {
      await sendDueSummaries(app.db, (message) => app.mail.deliver(message), app.settings.siteUrl, nowSeconds());
    },
  });
}
