import type { AccountDetails, EmailChangeResponse, MemberImagesResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { seedReferenceData } from '../../seed/reference.seed';
import { seedSiteContent } from '../../seed/site-content.seed';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { multipart } from '../attachments/attachments-test-kit';
import { makePdf, makePhoto, makePng } from '../attachments/sample-files';

const NOT_LOGGED_IN = { errors: [{ code: 'not_logged_in', message: 'Please login in to see the content of the page.' }] };

describe('account details: POST /me, GET /me/details, the e-mail change, the avatar and banner', () => {
  let t: TestApp;
  let trekkerSport: number;
  let nomadBase: number;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedReferenceData(db);
        await seedSiteContent(db);
        for (const username of ['detailer', 'multi', 'vins', 'mailer', 'painter', 'bannerman', 'racer', 'other']) await makeUser(db, { username });
        await makeUser(db, { username: 'newbie', account_state: 'account_incomplete', email_confirmed: false });
        await makeUser(db, { username: 'outlaw', account_state: 'banned' });
      },
    });
    const trims = await t.db.selectFrom('vehicle_trims').select(['model_year_trim_id', 'model', 'trim']).execute();
    trekkerSport = trims.find((trim) => trim.model === 'Trekker' && trim.trim === 'Sport')!.model_year_trim_id;
    nomadBase = trims.find((trim) => trim.model === 'Nomad' && trim.trim === 'Base')!.model_year_trim_id;
  });
  afterAll(() => t.close());

  const userRow = (username: string) => t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  /** The row without what every login touches. */
  const storedDetails = async (username: string) => {
    const { last_activity: _touched, ...row } = await userRow(username);
    return row;
  };
  const details = async (cookie: string) => json<AccountDetails>(await get(t.app, '/api/me/details', cookie));
  const withCookie = (cookie: string, form: { payload: Buffer; headers: Record<string, string> }) => ({ ...form, headers: { ...form.headers, cookie } });

  describe('POST /me', () => {
    it('saves every account detail at once and answers the updated profile', async () => {
      const cookie = await loginAs(t.app, 'detailer', PASSWORD);
      const response = await post(
        t.app,
        '/api/me',
        {
          first_name: ' Dana ',
          last_name: 'Ridge',
          show_first_last_name: 1,
          city: 'Flagstaff',
          state: 'AZ',
          birth_date: '1990-04-17',
          timezone: 'america/phoenix',
          about: 'Rock crawler since 2009.',
          website: 'https://dana.example/build',
          custom_fields: { occupation: 'Welder', interests: ['rocks', 'snow'], trail_reports: 'weekly', instagram: 'none' },
          vehicles: [
            { model_year_trim_id: trekkerSport, year: 2021, vin: '1hgcm82633a004352' },
            { model_year_trim_id: nomadBase, year: 2015, vin: '' },
          ],
          default_vehicle: 1,
        },
        cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(json<UserProfile>(response)).toMatchObject({
        username: 'detailer',
        city: 'Flagstaff',
        state: 'AZ',
        timezone: 'America/Phoenix',
        show_first_last_name: true,
        custom_fields: { personal: { first_name: { value: 'Dana' }, last_name: { value: 'Ridge' } } },
      });
      const row = await userRow('detailer');
      expect(row).toMatchObject({ birth_date: '1990-04-17', birth_month_day: '04-17', about: 'Rock crawler since 2009.', website: 'https://dana.example/build' });
      expect(await details(cookie)).toMatchObject({
        first_name: 'Dana',
        birth_date: '1990-04-17',
        custom_fields: { occupation: 'Welder', interests: ['rocks', 'snow'], trail_reports: 'weekly' },
        vehicles: [
          { model: 'Trekker', trim: 'Sport', model_year: 2021, model_year_trim_id: trekkerSport, vin: '1HGCM82633A004352', is_default: false },
          { model: 'Nomad', trim: 'Base', model_year: 2015, model_year_trim_id: nomadBase, vin: null, is_default: true },
        ],
      });
      // The profile others see shows the vehicles.
      const profile = json(await get(t.app, `/api/users/${row.user_id}`));
      expect(profile.user.vehicles.map((vehicle: { model: string }) => vehicle.model)).toEqual(['Trekker', 'Nomad']);
    });

    it("reads a multipart form with arrays as name[] and nested names; 'none' empties a field or the vehicles", async () => {
      const cookie = await loginAs(t.app, 'multi', PASSWORD);
      const form = multipart({
        first_name: 'Sam',
        dob_year: '2001',
        dob_month: '2',
        dob_day: '28',
        'custom_fields[interests][]': 'mud',
        'vehicles[0][model_year_trim_id]': String(trekkerSport),
        'vehicles[0][year]': '2019',
        'vehicles[0][vin]': '1HGCM82633A004352',
      });
      const response = await t.app.inject({ method: 'POST', url: '/api/me', ...withCookie(cookie, form) });
      expect(response.body).toContain('"username":"multi"');
      expect(await details(cookie)).toMatchObject({ first_name: 'Sam', birth_date: '2001-02-28', custom_fields: { interests: ['mud'] }, vehicles: [{ model_year: 2019, is_default: true }] });
      const cleared = await t.app.inject({ method: 'POST', url: '/api/me', ...withCookie(cookie, multipart({ vehicles: 'none', about: 'none', birth_date: 'none', 'custom_fields[interests]': 'none' })) });
      expect(cleared.statusCode).toBe(200);
      const after = await details(cookie);
      expect(after).toMatchObject({ vehicles: [], about: '', birth_date: null, first_name: 'Sam' });
      expect(after.custom_fields.interests).toBeUndefined();
      expect((await userRow('multi')).birth_month_day).toBeNull();
    });

    it('applies the settings fields in the same update', async () => {
      const cookie = await loginAs(t.app, 'multi', PASSWORD);
      const response = await post(t.app, '/api/me', { first_name: 'Sammy', 'option[content_show_signature]': 0 }, cookie);
      expect(response.statusCode).toBe(200);
      expect(await userRow('multi')).toMatchObject({ first_name: 'Sammy', content_show_signature: expect.anything() });
      expect(Boolean((await userRow('multi')).content_show_signature)).toBe(false);
    });

    it.each([
      [{ website: 'javascript:alert(1)' }, 'invalid_website', 'The website must be a link starting with http:// or https://'],
      [{ website: `https://x.example/${'a'.repeat(200)}` }, 'invalid_website', 'The website may be at most 200 characters'],
      [{ birth_date: `${new Date().getUTCFullYear() - 5}-01-01` }, 'invalid_birth_date', 'You must be at least 13 years old'],
      [{ birth_date: '1990-02-30' }, 'invalid_birth_date', 'Please enter a valid date'],
      [{ birth_date: 'yesterday' }, 'invalid_birth_date', 'Please enter a valid date'],
      [{ dob_year: '1990', dob_month: '3' }, 'invalid_birth_date', 'Enter the year, month and day of your birth, or none of them'],
      [{ first_name: 'x'.repeat(51) }, 'invalid_name', 'Names may be at most 50 characters'],
      [{ about: 'x'.repeat(5001) }, 'invalid_about', 'About you may be at most 5000 characters'],
      [{ first_name: { nested: 'object' } }, 'invalid_field', "The field 'first_name' must be text."],
      [{ custom_fields: { shoe_size: '9' } }, 'invalid_custom_field', "There is no custom field 'shoe_size'."],
      [{ custom_fields: { interests: ['rocks', 'lava'] } }, 'invalid_custom_field', 'Choose Favourite terrain from its list.'],
      [{ custom_fields: { trail_reports: 'daily' } }, 'invalid_custom_field', 'Choose Trail reports by e-mail from its list.'],
      [{ custom_fields: { occupation: 'x'.repeat(201) } }, 'invalid_custom_field', 'Occupation may be at most 200 characters.'],
      [{ vehicles: [{ model_year_trim_id: 999_999, year: 2020 }] }, 'invalid_vehicle', 'Choose the model and trim of your vehicle'],
      [{ vehicles: [{ year: 2020 }] }, 'invalid_vehicle', 'Choose the model and trim of your vehicle'],
      [{ vehicles: [{ model_year_trim_id: 'NOMAD_BASE', year: 2020 }] }, 'invalid_vehicle', 'Choose the model and trim of your vehicle'],
      [{ vehicles: [{ model_year_trim_id: 'NOMAD', year: 2024 }] }, 'invalid_vehicle', 'Choose a model year in which this trim was sold'],
      [{ vehicles: [{ model_year_trim_id: 'SPORT', year: 1990 }] }, 'invalid_vehicle', 'Choose a model year in which this trim was sold'],
      [{ vehicles: [{ model_year_trim_id: 'SPORT', year: 2020, vin: '1HGCM82633A00435O' }] }, 'invalid_vehicle', 'A VIN is 17 letters and digits (no I, O or Q)'],
      [{ vehicles: [{ model_year_trim_id: 'SPORT', year: 2020, vin: 'SHORT' }] }, 'invalid_vehicle', 'A VIN is 17 letters and digits (no I, O or Q)'],
      [
        { vehicles: [{ model_year_trim_id: 'SPORT', year: 2020, vin: '1HGCM82633A004352' }, { model_year_trim_id: 'SPORT', year: 2021, vin: '1hgcm82633a004352' }] },
        'invalid_vehicle',
        'Each vehicle needs its own VIN: this one is already on your list',
      ],
      [{ vehicles: Array.from({ length: 11 }, () => ({ model_year_trim_id: 'SPORT', year: 2020 })) }, 'invalid_vehicle', 'You can list at most 10 vehicles'],
      [{ vehicles: [{ model_year_trim_id: 'SPORT', year: 2020 }], default_vehicle: 3 }, 'invalid_vehicle', 'The default vehicle must be one of your vehicles.'],
    ])('refuses %j with its message and writes nothing', async (body, code, message) => {
      const cookie = await loginAs(t.app, 'vins', PASSWORD);
      const ids: Record<string, number> = { SPORT: trekkerSport, NOMAD: nomadBase };
      const resolved = JSON.parse(JSON.stringify({ ...body, city: 'Changed' }), (_key, value) => (typeof value === 'string' && value in ids ? ids[value] : value));
      const before = await storedDetails('vins');
      const vehicles = await countRows(t.db, 'user_vehicles');
      const response = await post(t.app, '/api/me', resolved, cookie);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0]).toEqual({ code, message });
      expect(await storedDetails('vins')).toEqual(before);
      expect(await countRows(t.db, 'user_vehicles')).toBe(vehicles);
    });

    it('takes no files (they go to /me/avatar and /me/banner)', async () => {
      const cookie = await loginAs(t.app, 'vins', PASSWORD);
      const form = multipart({ first_name: 'Filed' }, { field: 'avatar', filename: 'a.png', bytes: makePng(8, 8) });
      const response = await t.app.inject({ method: 'POST', url: '/api/me', ...withCookie(cookie, form) });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0]).toEqual({ code: 'too_many_files', message: 'POST /me takes no files: send the avatar to /me/avatar and the banner to /me/banner.' });
      expect((await userRow('vins')).first_name).not.toBe('Filed');
    });

    it('lets a member whose e-mail is not confirmed save; refuses visitors and banned members', async () => {
      expect((await post(t.app, '/api/me', { about: 'New here' }, await loginAs(t.app, 'newbie', PASSWORD))).statusCode).toBe(200);
      const visitor = await post(t.app, '/api/me', { about: 'x' });
      expect(visitor.statusCode).toBe(401);
      expect(json(visitor)).toEqual(NOT_LOGGED_IN);
      const banned = await post(t.app, '/api/me', { about: 'Still here' }, await loginAs(t.app, 'outlaw', PASSWORD));
      expect(banned.statusCode).toBe(403);
      expect((await userRow('outlaw')).about).toBeNull();
    });
  });

  describe('GET /me/details', () => {
    it('reads the member their own details, and nobody else', async () => {
      const cookie = await loginAs(t.app, 'other', PASSWORD);
      expect(await details(cookie)).toMatchObject({ username: 'other', email: 'other@example.test', pending_email: null, vehicles: [], banner_position_y: 50 });
      expect(json(await get(t.app, '/api/me/details'))).toEqual(NOT_LOGGED_IN);
    });
  });

  describe('POST /me/email and its confirmation link', () => {
    const linkIn = (text: string) => {
      const match = /\/account-confirmation\/([A-Za-z0-9_-]+)\?user_id=(\d+)&change=email/.exec(text);
      if (!match) throw new Error(`no link in ${text}`);
      return { key: match[1], user_id: Number(match[2]) };
    };

    it('changes the address only when the link sent to the new one is opened', async () => {
      const cookie = await loginAs(t.app, 'mailer', PASSWORD);
      const response = await post(t.app, '/api/me/email', { email: ' New.Mailer@Example.test ', password: PASSWORD }, cookie);
      expect(response.statusCode).toBe(200);
      expect(json<EmailChangeResponse>(response)).toEqual({
        status: 'pending',
        message: 'We sent a link to new.mailer@example.test. Your e-mail address changes when you open it.',
        pending_email: 'new.mailer@example.test',
      });
      expect((await userRow('mailer')).email).toBe('mailer@example.test');
      expect((await details(cookie)).pending_email).toBe('new.mailer@example.test');
      expect((await t.lastMailTo('mailer@example.test'))?.subject).toBe('Your Trailhead e-mail address is about to change');
      const mail = await t.lastMailTo('new.mailer@example.test');
      expect(mail?.subject).toBe('Confirm your new Trailhead e-mail address');
      const link = linkIn(mail!.text);

      const wrong = await post(t.app, '/api/me/email/confirm', { ...link, key: `${link.key}x` });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).errors[0].message).toBe('We could not confirm your email at the moment.');
      expect((await userRow('mailer')).email).toBe('mailer@example.test');

      // The link works in any browser, signed in or not.
      const confirmed = await post(t.app, '/api/me/email/confirm', link);
      expect(json(confirmed)).toEqual({ status: 'confirmed', message: 'Thank you! Your e-mail address is now new.mailer@example.test.' });
      expect(await userRow('mailer')).toMatchObject({ email: 'new.mailer@example.test' });
      expect(json(await post(t.app, '/api/me/email/confirm', link)).status).toBe('already_confirmed');
      expect((await loginAs(t.app, 'new.mailer@example.test', PASSWORD)).length).toBeGreaterThan(0);
    });

    it.each([
      [{ email: 'racer2@example.test', password: 'wrong password' }, 400, 'wrong_password', 'The password is not correct.'],
      [{ email: 'racer2@example.test' }, 400, 'wrong_password', 'Please enter your current password'],
      [{ email: 'not-an-address', password: PASSWORD }, 400, 'invalid_email', 'E-mail must be valid'],
      [{ email: `${'a'.repeat(250)}@example.test`, password: PASSWORD }, 400, 'invalid_email', 'E-mail must be valid'],
      [{ email: 'RACER@example.test', password: PASSWORD }, 400, 'same_email', 'This is already your e-mail address'],
      [{ email: 'other@example.test', password: PASSWORD }, 409, 'email_taken', 'This e-mail is already registered'],
      // Not text: no address (the shared rules' trim would throw on a list).
      [{ email: ['racer2@example.test'], password: PASSWORD }, 400, 'invalid_email', 'E-mail is required'],
      [{ email: { at: 'x' }, password: PASSWORD }, 400, 'invalid_email', 'E-mail is required'],
    ])('refuses %j and sends nothing', async (body, status, code, message) => {
      const cookie = await loginAs(t.app, 'racer', PASSWORD);
      const tokens = await countRows(t.db, 'account_tokens');
      const mails = (await t.allMail()).length;
      const response = await post(t.app, '/api/me/email', body, cookie);
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0]).toEqual({ code, message });
      expect(await countRows(t.db, 'account_tokens')).toBe(tokens);
      expect((await t.allMail()).length).toBe(mails);
    });

    it('refuses an address another member took before the link was opened', async () => {
      const cookie = await loginAs(t.app, 'racer', PASSWORD);
      await post(t.app, '/api/me/email', { email: 'contested@example.test', password: PASSWORD }, cookie);
      const link = linkIn((await t.lastMailTo('contested@example.test'))!.text);
      await t.db.updateTable('users').set({ email: 'contested@example.test' }).where('username', '=', 'other').execute();
      const response = await post(t.app, '/api/me/email/confirm', link);
      expect(response.statusCode).toBe(409);
      expect((await userRow('racer')).email).toBe('racer@example.test');
      await t.db.updateTable('users').set({ email: 'other@example.test' }).where('username', '=', 'other').execute();
    });

    it('needs a login and an account that is not blocked', async () => {
      expect(json(await post(t.app, '/api/me/email', { email: 'x@example.test', password: PASSWORD }))).toEqual(NOT_LOGGED_IN);
      expect((await post(t.app, '/api/me/email', { email: 'x@example.test', password: PASSWORD }, await loginAs(t.app, 'outlaw', PASSWORD))).statusCode).toBe(403);
    });
  });

  describe('the avatar and the banner', () => {
    const upload = (cookie: string, url: string, fields: Record<string, string>, ...files: Parameters<typeof multipart>[1][]) =>
      t.app.inject({ method: 'POST', url, ...withCookie(cookie, multipart(fields, ...files)) });

    it('uploads, replaces and deletes the avatar; only the current one is served, without its metadata', async () => {
      const cookie = await loginAs(t.app, 'painter', PASSWORD);
      const photo = await makePhoto('jpeg', 64, 64, { gps: true } as never);
      const first = await upload(cookie, '/api/me/avatar', {}, { field: 'avatar', filename: 'me.jpg', bytes: photo });
      expect(first.statusCode).toBe(200);
      const firstUrl = json<MemberImagesResponse>(first).avatar_urls.h!;
      expect(firstUrl).toMatch(/^\/api\/me\/images\/[0-9a-f]{32}\.jpg$/);
      const served = await get(t.app, firstUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
      expect((await userRow('painter')).avatar_url).toBe(firstUrl);

      const second = json<MemberImagesResponse>(await upload(cookie, '/api/me/avatar', {}, { field: 'avatar', filename: 'me.png', bytes: makePng(32, 32) }));
      expect(second.avatar_urls.h).toMatch(/\.png$/);
      expect((await get(t.app, firstUrl)).statusCode).toBe(404);

      const deleted = await t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: { cookie } });
      expect(json<MemberImagesResponse>(deleted).avatar_urls.h).toBeNull();
      expect((await get(t.app, second.avatar_urls.h!)).statusCode).toBe(404);
    });

    it("shows a new avatar at once on the member's card, which others' popups share a few seconds", async () => {
      const cookie = await loginAs(t.app, 'painter', PASSWORD);
      const painter = await userRow('painter');
      const card = async () => json<{ user: { avatar_urls: { h: string | null } } }>(await get(t.app, `/api/users/${painter.user_id}/card`)).user.avatar_urls.h;
      await card();
      const uploaded = json<MemberImagesResponse>(await upload(cookie, '/api/me/avatar', {}, { field: 'avatar', filename: 'me.png', bytes: makePng(16, 16) }));
      expect(await card()).toBe(uploaded.avatar_urls.h);
      await t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: { cookie } });
      expect(await card()).toBeNull();
    });

    it.each([
      ['a PDF', { field: 'avatar', filename: 'me.pdf', bytes: makePdf() }, 415],
      ['a PNG named .jpg', { field: 'avatar', filename: 'me.jpg', bytes: makePng(8, 8) }, 415],
      ['an image too wide', { field: 'avatar', filename: 'huge.png', bytes: makePng(20_000, 10) }, 400],
      ['the wrong field', { field: 'picture', filename: 'me.png', bytes: makePng(8, 8) }, 400],
    ])('refuses %s and keeps the avatar', async (_label, file, status) => {
      const cookie = await loginAs(t.app, 'painter', PASSWORD);
      const before = (await userRow('painter')).avatar_url;
      const response = await upload(cookie, '/api/me/avatar', {}, file);
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0].message).toEqual(expect.any(String));
      expect((await userRow('painter')).avatar_url).toBe(before);
    });

    it('refuses an avatar form without a file', async () => {
      const response = await upload(await loginAs(t.app, 'painter', PASSWORD), '/api/me/avatar', { note: 'x' });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0]).toEqual({ code: 'no_file', message: 'Choose an image to upload as your avatar.' });
    });

    it('uploads the banner with its position, moves it alone, and deletes it', async () => {
      const cookie = await loginAs(t.app, 'bannerman', PASSWORD);
      const moveAlone = await post(t.app, '/api/me/banner', { position_y: 30 }, cookie);
      expect(moveAlone.statusCode).toBe(400);
      expect(json(moveAlone).errors[0].code).toBe('no_banner');

      const uploaded = json<MemberImagesResponse>(await upload(cookie, '/api/me/banner', { position_y: '20' }, { field: 'banner', filename: 'b.png', bytes: makePng(300, 100) }));
      expect(uploaded).toMatchObject({ banner_urls: { l: expect.stringMatching(/\.png$/) }, banner_position_y: 20 });
      expect(json<MemberImagesResponse>(await post(t.app, '/api/me/banner', { position_y: 85 }, cookie))).toMatchObject({ banner_urls: uploaded.banner_urls, banner_position_y: 85 });
      const row = await userRow('bannerman');
      const profile = json(await get(t.app, `/api/users/${row.user_id}`));
      expect(profile.user).toMatchObject({ banner_urls: uploaded.banner_urls, banner_position_y: 85 });

      for (const position_y of [-1, 101, 'top', 12.5]) {
        const refused = await post(t.app, '/api/me/banner', { position_y }, cookie);
        expect(refused.statusCode).toBe(400);
        expect(json(refused).errors[0].message).toBe('The banner position must be a whole number from 0 (top) to 100 (bottom).');
      }
      expect((await userRow('bannerman')).banner_position_y).toBe(85);

      const deleted = await t.app.inject({ method: 'DELETE', url: '/api/me/banner', headers: { cookie } });
      expect(json<MemberImagesResponse>(deleted)).toMatchObject({ banner_urls: { l: null }, banner_position_y: 50 });
      expect((await get(t.app, uploaded.banner_urls.l!)).statusCode).toBe(404);
    });

    it('needs a login and an account that is not blocked', async () => {
      const file = { field: 'avatar', filename: 'me.png', bytes: makePng(8, 8) };
      const visitor = await t.app.inject({ method: 'POST', url: '/api/me/avatar', ...multipart({}, file) });
      expect(visitor.statusCode).toBe(401);
      const outlaw = await loginAs(t.app, 'outlaw', PASSWORD);
      expect((await upload(outlaw, '/api/me/avatar', {}, file)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/me/banner', headers: { cookie: outlaw } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/me/avatar' })).statusCode).toBe(401);
      expect((await userRow('outlaw')).avatar_url).toBeNull();
    });

    it('serves no image that no member shows', async () => {
      expect((await get(t.app, '/api/me/images/0123456789abcdef0123456789abcdef.png')).statusCode).toBe(404);
      expect((await get(t.app, '/api/me/images/..%2Fsecret.png')).statusCode).toBe(400);
    });
  });
});

describe('POST /me/email at the site’s own rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ settings: { rateLimitFactor: 1 }, seed: async (db) => void (await makeUser(db, { username: 'guesser' })) });
  });
  afterAll(() => t.close());

  it('holds back guessing the password through a session: the sixth try in 15 minutes is refused unread', async () => {
    const cookie = await loginAs(t.app, 'guesser', PASSWORD);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await post(t.app, '/api/me/email', { email: 'guessed@example.test', password: `guess ${attempt}` }, cookie)).statusCode).toBe(400);
    }
    const refused = await post(t.app, '/api/me/email', { email: 'guessed@example.test', password: PASSWORD }, cookie);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).errors[0].message).toMatch(/^Too many e-mail change requests\. Please wait \d+ minutes and try again\.$/);
    expect(await countRows(t.db, 'account_tokens')).toBe(0);
  });
});
