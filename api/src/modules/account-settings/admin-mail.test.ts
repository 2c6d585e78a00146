import { build, type TestApp } from '../../../test/helper';
import { makeUser } from '../../../test/fixtures';
import { acceptsAdminEmail, adminMailRecipients } from './admin-mail';

describe('receive_admin_email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('staff e-mail goes only to valid members who asked for it, page by page', async () => {
    const yes = await makeUser(t.db, { username: 'newsreader' });
    const no = await makeUser(t.db, { username: 'nonews', receive_admin_email: false } as never);
    const banned = await makeUser(t.db, { username: 'bannednews', account_state: 'banned' });
    const yes2 = await makeUser(t.db, { username: 'newsreader2' });
    expect([yes, no, banned, yes2].map(acceptsAdminEmail)).toEqual([true, false, false, true]);
    expect((await adminMailRecipients(t.db, 0, 1)).map((row) => row.username)).toEqual(['newsreader']);
    expect((await adminMailRecipients(t.db, yes.user_id, 10)).map((row) => row.username)).toEqual(['newsreader2']);
  });
});
