import type { UserProfile } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { settingsChanges, settingsOf, signatureOf } from './settings-fields';

const errorOf = (run: () => unknown): { statusCode: number; message: string } => {
  try {
    run();
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
  throw new Error('expected a refusal');
};

describe('settingsChanges: the Settings payload, privacy and signature of POST /me', () => {
  it('reads the spec names, flat (a form) or nested (JSON), booleans as 1/0/true/false', () => {
    expect(
      settingsChanges({
        'option[receive_admin_email]': '0',
        enable_activity_summary_email: 'false',
        'option[email_on_conversation]': 1,
        'option[creation_watch_state]': 'watch_email',
        'option[interaction_watch_state]': 'none',
        'option[content_show_signature]': 'true',
        visible: false,
        activity_visible: '1',
        'privacy[show_dob_year]': '0',
        'privacy[show_map_position]': 'false',
        'privacy[allow_send_personal_conversation]': 'followed',
      }),
    ).toEqual({
      receive_admin_email: false,
      enable_activity_summary_email: false,
      email_on_conversation: true,
      creation_watch_state: 'watch_email',
      interaction_watch_state: 'none',
      content_show_signature: true,
      visible_online: false,
      activity_visible: true,
      show_dob_year: false,
      share_map_position: false,
      allow_send_personal_conversation: 'followed',
    });
    expect(settingsChanges({ option: { content_show_signature: false }, privacy: { allow_view_profile: 'everyone' } })).toEqual({
      content_show_signature: false,
      allow_view_profile: 'everyone',
    });
  });

  it('changes only the fields sent, and ignores the account details beside them', () => {
    expect(settingsChanges({})).toEqual({});
    expect(settingsChanges({ timezone: 'America/Denver', city: 'Moab' })).toEqual({});
  });

  it('merges push flags into the stored ones', () => {
    expect(settingsChanges({ 'push[alert]': '0' }, { push_flags: '{"conversation_message":false}' })).toEqual({
      push_flags: JSON.stringify({ conversation_message: false, alert: false }),
    });
    expect(errorOf(() => settingsChanges({ 'push[everything]': '1' })).message).toBe(
      'push[everything] must be one of the push flags conversation_message, alert.',
    );
  });

  it('refuses a bad value with 400 and a message naming the field', () => {
    const refused = errorOf(() => settingsChanges({ 'option[creation_watch_state]': 'always' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe('option[creation_watch_state] must be one of none, watch_email, watch_no_email.');
    expect(errorOf(() => settingsChanges({ visible: 'maybe' })).message).toBe('visible must be 1 or 0 (true or false).');
    expect(errorOf(() => settingsChanges({ 'privacy[show_dob_date]': 2 })).message).toBe('privacy[show_dob_date] must be 1 or 0 (true or false).');
    expect(errorOf(() => settingsChanges({ 'privacy[allow_view_profile]': 'friends' })).message).toBe(
      'privacy[allow_view_profile] must be one of everyone, members, followed, none.',
    );
    expect(errorOf(() => settingsChanges({ 'privacy[shoe_size]': '1' })).message).toMatch(/^privacy\[shoe_size\] must be one of the privacy settings/);
  });

  it("offers 'everyone' only where a visitor could use it (the visibility-options list with or without it)", () => {
    expect(settingsChanges({ 'privacy[allow_view_identities]': 'everyone' })).toEqual({ allow_view_identities: 'everyone' });
    expect(errorOf(() => settingsChanges({ 'privacy[allow_post_profile]': 'everyone' })).message).toBe(
      'privacy[allow_post_profile] must be one of members, followed, none.',
    );
    expect(errorOf(() => settingsChanges({ 'privacy[allow_send_personal_conversation]': 'everyone' })).statusCode).toBe(400);
  });

  it('sanitises the signature: links and formatting stay, scripts and big images go, empty is none', () => {
    expect(signatureOf('<p><strong>Moab</strong> or bust — <a href="https://example.com" onclick="x()">my build</a><script>alert(1)</script></p>')).toBe(
      '<p><strong>Moab</strong> or bust — <a href="https://example.com" rel="nofollow ugc noopener">my build</a></p>',
    );
    expect(signatureOf('<p>Flag <img src="https://example.com/flag.png" height="16" width="24"><img src="https://example.com/banner.png" height="300"><img src="https://example.com/x.png"></p>')).toBe(
      '<p>Flag <img src="https://example.com/flag.png" height="16" width="24" /></p>',
    );
    expect(signatureOf('<blockquote data-quote="x">quoted</blockquote>')).toBe('quoted');
    expect(signatureOf('<p> </p>')).toBeNull();
    expect(signatureOf('')).toBeNull();
  });

  it('bounds the signature: 1000 characters of text', () => {
    expect(signatureOf(`<p>${'a'.repeat(1000)}</p>`)).toBe(`<p>${'a'.repeat(1000)}</p>`);
    expect(errorOf(() => signatureOf(`<p>${'a'.repeat(1001)}</p>`)).message).toBe('Your signature may be at most 1000 characters of text.');
    expect(errorOf(() => signatureOf(`<b></b>`.repeat(1000))).statusCode).toBe(400);
    expect(errorOf(() => signatureOf(42)).message).toBe('signature must be text (HTML).');
  });

  it('settingsOf reports every field, every push flag on until turned off, the signature as stored', () => {
    const row = {
      receive_admin_email: true,
      enable_activity_summary_email: false,
      email_on_conversation: true,
      creation_watch_state: 'watch_email',
      interaction_watch_state: 'none',
      content_show_signature: false,
      visible_online: true,
      activity_visible: false,
      push_flags: '{"alert":false,"junk":"x"}',
      show_dob_date: true,
      show_dob_year: false,
      show_first_last_name: true,
      share_map_position: false,
      map_position_exact: false,
      allow_view_profile: 'everyone',
      allow_post_profile: 'members',
      allow_receive_news_feed: 'followed',
      allow_send_personal_conversation: 'none',
      allow_view_identities: 'members',
      signature: null,
    } as unknown as UserRow;
    expect(settingsOf(row)).toEqual({
      receive_admin_email: true,
      enable_activity_summary_email: false,
      email_on_conversation: true,
      creation_watch_state: 'watch_email',
      interaction_watch_state: 'none',
      content_show_signature: false,
      visible: true,
      activity_visible: false,
      push: { conversation_message: true, alert: false },
      privacy: {
        show_dob_date: true,
        show_dob_year: false,
        show_first_last_name: true,
        show_map_position: false,
        show_exact_map_position: false,
        allow_view_profile: 'everyone',
        allow_post_profile: 'members',
        allow_receive_news_feed: 'followed',
        allow_send_personal_conversation: 'none',
        allow_view_identities: 'members',
      },
      signature: '',
    });
  });
});

describe('POST /me and GET /me: preferences, privacy and signature', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const username of ['member', 'rookie', 'moderator', 'admin']) {
          await makeUser(db, {
            username,
            membership_code: username === 'rookie' ? 'free_membership' : 'premium_membership',
            is_moderator: username === 'moderator',
            is_admin: username === 'admin',
          });
        }
        await makeUser(db, { username: 'newbie', email_confirmed: false, account_state: 'not_valid' });
        await makeUser(db, { username: 'outlaw', account_state: 'banned' });
      },
    });
  });
  afterAll(() => t.close());

  const settingsRow = (username: string) =>
    t.db
      .selectFrom('users')
      .select(['content_show_signature', 'signature', 'creation_watch_state', 'allow_view_profile', 'push_flags', 'timezone', 'show_dob_year'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  it.each(['member', 'rookie', 'moderator', 'admin'])('%s saves settings, privacy and signature in one call, and GET /me reads them back', async (username) => {
    const cookie = await loginAs(t.app, username, PASSWORD);
    const saved = await post(
      t.app,
      '/api/me',
      {
        timezone: 'America/Denver',
        'option[content_show_signature]': '0',
        'option[creation_watch_state]': 'watch_email',
        'push[alert]': 'false',
        'privacy[allow_view_profile]': 'members',
        'privacy[show_dob_year]': '0',
        signature: '<p>Lifted <em>and</em> locked<img src=x onerror=alert(1)></p>',
      },
      cookie,
    );
    expect(saved.statusCode).toBe(200);
    const expected = {
      content_show_signature: false,
      creation_watch_state: 'watch_email',
      push: { conversation_message: true, alert: false },
      signature: '<p>Lifted <em>and</em> locked</p>',
    };
    expect(json<UserProfile>(saved).settings).toMatchObject({ ...expected, privacy: { allow_view_profile: 'members', show_dob_year: false } });
    const me = json<UserProfile>(await get(t.app, '/api/me', cookie));
    expect(me.timezone).toBe('America/Denver');
    expect(me.settings).toMatchObject({ ...expected, privacy: { allow_view_profile: 'members', show_dob_year: false } });

    // Only what is sent changes; an empty signature removes it.
    const again = await post(t.app, '/api/me', { 'option[content_show_signature]': 1, signature: '' }, cookie);
    expect(json<UserProfile>(again).settings).toMatchObject({ content_show_signature: true, creation_watch_state: 'watch_email', signature: '' });
    expect(await settingsRow(username)).toMatchObject({ signature: null, allow_view_profile: 'members' });
  });

  it('refuses a bad value with 400 naming the field, and writes nothing (not even the valid fields beside it)', async () => {
    const cookie = await loginAs(t.app, 'member', PASSWORD);
    const before = await settingsRow('member');
    for (const [body, message] of [
      [{ timezone: 'America/Chicago', 'option[interaction_watch_state]': 'sometimes' }, 'option[interaction_watch_state] must be one of none, watch_email, watch_no_email.'],
      [{ 'option[content_show_signature]': '0', 'privacy[allow_post_profile]': 'everyone' }, 'privacy[allow_post_profile] must be one of members, followed, none.'],
      [{ 'option[content_show_signature]': '0', signature: `<p>${'x'.repeat(1001)}</p>` }, 'Your signature may be at most 1000 characters of text.'],
      [{ 'option[content_show_signature]': '0', activity_visible: 'yes please' }, 'activity_visible must be 1 or 0 (true or false).'],
    ] as const) {
      const refused = await post(t.app, '/api/me', body, cookie);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors[0].message).toBe(message);
    }
    const huge = await post(t.app, '/api/me', { signature: 'x'.repeat(200_000) }, cookie);
    expect(huge.statusCode).toBe(400);
    expect(await settingsRow('member')).toEqual(before);
  });

  it('refuses visitors (401) and banned accounts (403), writing nothing; an unconfirmed account may set its preferences', async () => {
    const visitor = await post(t.app, '/api/me', { 'option[content_show_signature]': '0' });
    expect(visitor.statusCode).toBe(401);
    const before = await settingsRow('outlaw');
    const outlaw = await loginAs(t.app, 'outlaw', PASSWORD);
    const refused = await post(t.app, '/api/me', { 'option[content_show_signature]': '0', signature: '<p>hi</p>' }, outlaw);
    expect(refused.statusCode).toBe(403);
    expect(await settingsRow('outlaw')).toEqual(before);

    const newbie = await loginAs(t.app, 'newbie', PASSWORD);
    const saved = await post(t.app, '/api/me', { 'option[content_show_signature]': '0' }, newbie);
    expect(saved.statusCode).toBe(200);
    expect(Boolean((await settingsRow('newbie')).content_show_signature)).toBe(false);
  });
});
