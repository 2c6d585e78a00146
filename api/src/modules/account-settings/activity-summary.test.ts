import { DAY } from '../../clock';
import type { MailMessage } from '../../mail/mailer';
import { build, type TestApp } from '../../../test/helper';
import { makeNode, makeThread, makeUser } from '../../../test/fixtures';
import { sendDueSummaries, SUMMARY_PERIOD_SECONDS } from './activity-summary';

const SITE = 'https://trailhead.test';

describe('the weekly activity summary', () => {
  let t: TestApp;
  const start = 1_800_000_000;

  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  async function run(now: number): Promise<MailMessage[]> {
    const mails: MailMessage[] = [];
    await sendDueSummaries(t.db, async (mail) => void mails.push(mail), SITE, now);
    return mails;
  }

  it('sends each member who asked for it what is new for them, then waits a week', async () => {
    // Earlier members (none here) and these: one with news of every kind, one without news, one who turned it off.
    const reader = await makeUser(t.db, { activity_summary_sent_at: start - 8 * DAY } as never);
    const idle = await makeUser(t.db, { activity_summary_sent_at: start - 8 * DAY } as never);
    const off = await makeUser(t.db, { enable_activity_summary_email: false, activity_summary_sent_at: null } as never);
    const banned = await makeUser(t.db, { account_state: 'banned' });
    const writer = await makeUser(t.db);
    const node = await makeNode(t.db, { title: 'Trail reports' });
    const thread = await makeThread(t.db, { node_id: node, title: 'Moab in March', author: writer, posts: 3, start: start - 2 * DAY });
    for (const member of [reader, off, banned]) {
      await t.db.insertInto('thread_watches').values({ user_id: member.user_id, thread_id: thread, watch_date: start - 9 * DAY }).execute();
      await t.db
        .insertInto('alerts')
        .values({ user_id: member.user_id, from_user_id: writer.user_id, action: 'following', content_type: 'user', content_id: writer.user_id, event_date: start - DAY, extra_data: '{}' })
        .execute();
    }
    // An alert older than the last summary was already told about.
    await t.db
      .insertInto('alerts')
      .values({ user_id: idle.user_id, from_user_id: writer.user_id, action: 'following', content_type: 'user', content_id: writer.user_id, event_date: start - 9 * DAY, extra_data: '{}' })
      .execute();
    const { conversation_id } = await t.db
      .insertInto('conversations')
      .values({ title: 'Trip plans', starter_user_id: writer.user_id, start_date: start - DAY, last_message_date: start - DAY, last_message_user_id: writer.user_id, last_message_username: writer.username })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('conversation_recipients').values([
      { conversation_id, user_id: writer.user_id, is_unread: false, is_starred: false },
      { conversation_id, user_id: reader.user_id, is_unread: true, is_starred: false },
    ]).execute();

    const mails = await run(start);
    expect(mails.map((mail) => mail.to)).toEqual([reader.email]);
    expect(mails[0].subject).toBe('Your week on Trailhead');
    expect(mails[0].text).toContain(`1 unread alert: ${SITE}/alerts`);
    expect(mails[0].text).toContain(`1 unread conversation: ${SITE}/conversations`);
    expect(mails[0].text).toContain(`3 new posts in "Moab in March": ${SITE}/threads/moab-in-march`);

    const sentAt = async (id: number) => (await t.db.selectFrom('users').select('activity_summary_sent_at').where('user_id', '=', id).executeTakeFirstOrThrow()).activity_summary_sent_at;
    expect(Number(await sentAt(reader.user_id))).toBe(start);
    expect(Number(await sentAt(idle.user_id))).toBe(start);
    expect(await sentAt(off.user_id)).toBeNull();
    expect(await sentAt(banned.user_id)).toBeNull();

    // A day later: not due yet, even with news. A week later: only what came since.
    await t.db
      .insertInto('alerts')
      .values({ user_id: reader.user_id, from_user_id: writer.user_id, action: 'following', content_type: 'user', content_id: writer.user_id, event_date: start + DAY, extra_data: '{}' })
      .execute();
    expect(await run(start + DAY)).toEqual([]);
    const later = await run(start + SUMMARY_PERIOD_SECONDS);
    expect(later.map((mail) => mail.to)).toEqual([reader.email]);
    expect(later[0].text).toContain('1 unread alert');
    expect(later[0].text).not.toContain('conversation');
    expect(later[0].text).not.toContain('Moab in March');
  });

  it('sends one summary per member when two runs overlap (two processes)', async () => {
    const member = await makeUser(t.db, { activity_summary_sent_at: null } as never);
    await t.db
      .insertInto('alerts')
      .values({ user_id: member.user_id, from_user_id: null, action: 'other', content_type: 'user', content_id: member.user_id, event_date: start + 20 * DAY, extra_data: '{}' })
      .execute();
    const [a, b] = await Promise.all([run(start + 21 * DAY), run(start + 21 * DAY)]);
    expect([...a, ...b].filter((mail) => mail.to === member.email)).toHaveLength(1);
  });

  it('runs on its interval once the app is ready (ACTIVITY_SUMMARY_INTERVAL_SECONDS)', async () => {
    const onApp = await build({ settings: { activitySummaryIntervalMs: 20 } });
    try {
      const member = await makeUser(onApp.db, { activity_summary_sent_at: null } as never);
      await onApp.db
        .insertInto('alerts')
        .values({ user_id: member.user_id, from_user_id: null, action: 'other', content_type: 'user', content_id: member.user_id, event_date: Math.floor(Date.now() / 1000) - 60, extra_data: '{}' })
        .execute();
      await onApp.app.ready();
      let mail;
      for (let tries = 0; tries < 200 && !mail; tries++) {
        mail = await new Promise((resolve) => setImmediate(resolve)).then(() => onApp.lastMailTo(member.email));
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(mail?.subject).toBe('Your week on Trailhead');
    } finally {
      await onApp.close();
    }
  });
});
