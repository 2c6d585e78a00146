import type { StatusResponse } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, json, loginAs, post, solveCaptcha, type TestApp } from '../../../test/helper';

const SUPPORT = 'crew@trailhead.test';

describe('POST /contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      settings: { supportEmail: SUPPORT },
      seed: async (db) => {
        await makeUser(db, { username: 'member', email: 'member@example.test' });
      },
    });
  });
  afterAll(() => t.close());

  const message = (changes: Record<string, unknown> = {}) => ({
    username: 'Trail Guest',
    email: 'guest@trail.example',
    subject: 'Club question',
    message: 'How do I start a club in <Moab>?',
    ...changes,
  });
  const contact = (body: unknown, cookie?: string) => post(t.app, '/api/contact', body, cookie);

  async function expectRefused(body: unknown, text: string, code: string, cookie?: string) {
    const before = { rows: await countRows(t.db, 'contact_messages'), mail: (await t.allMail()).length };
    const response = await contact(body, cookie);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code, message: text }] });
    expect({ rows: await countRows(t.db, 'contact_messages'), mail: (await t.allMail()).length }).toEqual(before);
  }

  describe('from a guest', () => {
    it('needs a captcha', async () => {
      await expectRefused(message(), 'Please verify that you are not a robot', 'captcha_invalid');
      await expectRefused(message({ captcha: 'unsolved' }), 'Please verify that you are not a robot', 'captcha_invalid');
    });

    it.each([
      [{ username: '' }, MESSAGES.nameRequired, 'invalid_name'],
      [{ username: 'Al' }, MESSAGES.nameLength, 'invalid_name'],
      [{ username: 'x'.repeat(101) }, MESSAGES.nameLength, 'invalid_name'],
      [{ email: '' }, 'E-mail is required', 'invalid_email'],
      [{ email: 'guest@nowhere' }, 'E-mail must be valid', 'invalid_email'],
      [{ subject: 'Hi' }, MESSAGES.subjectLength, 'invalid_subject'],
      [{ subject: undefined }, MESSAGES.subjectRequired, 'invalid_subject'],
      [{ message: '' }, MESSAGES.messageRequired, 'invalid_message'],
      [{ message: 'ok' }, MESSAGES.messageLength, 'invalid_message'],
      [{ message: 'x'.repeat(10_001) }, 'The message must be at most 10000 characters long.', 'invalid_message'],
    ])('refuses %j with %s', async (changes, text, code) => {
      await expectRefused(message({ ...changes, captcha: await solveCaptcha(t.app) }), text, code);
    });

    it('stores the message and e-mails it to support, user text escaped', async () => {
      const response = await contact(message({ captcha: await solveCaptcha(t.app) }));
      expect(response.statusCode).toBe(200);
      expect(json<StatusResponse>(response)).toEqual({ status: 'ok', message: expect.any(String) });
      const row = await t.db.selectFrom('contact_messages').selectAll().orderBy('contact_message_id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: null, username: 'Trail Guest', email: 'guest@trail.example', subject: 'Club question', message: 'How do I start a club in <Moab>?' });
      const mail = await t.lastMailTo(SUPPORT);
      expect(mail).toMatchObject({ to: SUPPORT, reply_to: 'guest@trail.example', subject: `[Contact #${row.contact_message_id}] Club question` });
      expect(mail?.text).toContain('How do I start a club in <Moab>?');
      expect(mail?.html).toContain('How do I start a club in &lt;Moab&gt;?');
    });
  });

  describe('from a member', () => {
    it("uses the account's name and e-mail, whatever was sent, and needs no captcha", async () => {
      const cookie = await loginAs(t.app, 'member', PASSWORD);
      const response = await contact(message({ username: 'Somebody Else', email: 'spoof@elsewhere.example' }), cookie);
      expect(response.statusCode).toBe(200);
      const row = await t.db.selectFrom('contact_messages').selectAll().orderBy('contact_message_id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ username: 'member', email: 'member@example.test', subject: 'Club question' });
      expect(row.user_id).toEqual(expect.any(Number));
      expect((await t.lastMailTo(SUPPORT))?.reply_to).toBe('member@example.test');
    });

    it('still needs a subject and a message', async () => {
      const cookie = await loginAs(t.app, 'member', PASSWORD);
      await expectRefused(message({ subject: 'no' }), MESSAGES.subjectLength, 'invalid_subject', cookie);
    });
  });
});
