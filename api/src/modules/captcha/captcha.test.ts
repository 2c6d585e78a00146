import { createHmac } from 'node:crypto';
import type { CaptchaChallenge, CaptchaValidationResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { seedReferenceData } from '../../seed/reference.seed';
import { build, countRows, get, json, post, solveCaptcha, solveChallenge as solve, type TestApp } from '../../../test/helper';
import { readConfig } from '../../config';
import { captchaFor } from './captcha';
import { ProofOfWorkCaptcha } from './proof-of-work-captcha';
import { RecaptchaVerifier } from './recaptcha-verifier';

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (solution: string) => JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
/** The signature of ALTCHA v2: HMAC-SHA-256 of the parameters as JSON, keys sorted. */
const signatureOf = (parameters: Record<string, unknown>, key: string) =>
  createHmac('sha256', key)
    .update(JSON.stringify(Object.fromEntries(Object.entries(parameters).sort(([a], [b]) => a.localeCompare(b)))))
    .digest('hex');

describe('the self-hosted proof-of-work captcha (ALTCHA, by altcha-lib)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const validate = (token: unknown) => post(t.app, '/api/validation/recaptcha', { token });

  it('GET /captcha/challenge gives a signed ALTCHA puzzle that expires in 5 minutes and is not cached', async () => {
    const response = await get(t.app, '/api/captcha/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = json<CaptchaChallenge>(response);
    expect(challenge).toEqual({
      parameters: {
        algorithm: 'SHA-256',
        cost: 1,
        expiresAt: expect.any(Number),
        keyLength: 32,
        keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
        keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expires = challenge.parameters.expiresAt!;
    expect(expires - nowSeconds()).toBeGreaterThan(290);
    expect(expires - nowSeconds()).toBeLessThanOrEqual(300);
    // The key was made once and kept in the database.
    const secret = await t.db.selectFrom('app_secrets').selectAll().where('name', '=', 'captcha_hmac_key').executeTakeFirstOrThrow();
    expect(challenge.signature).toBe(signatureOf(challenge.parameters, secret.value));
  });

  it('takes the work of the counter the server drew (between 5,000 and 50,000 tries)', async () => {
    const { solution } = decode(await solveCaptcha(t.app));
    expect(solution.counter).toBeGreaterThanOrEqual(5_000);
    expect(solution.counter).toBeLessThanOrEqual(50_000);
  });

  it('accepts a solution once and refuses it when replayed', async () => {
    const solution = await solveCaptcha(t.app);
    expect(json<CaptchaValidationResponse>(await validate(solution))).toEqual({ hasErrors: false, message: 'Verified', status: 'valid' });
    const replay = await validate(solution);
    expect(replay.statusCode).toBe(200);
    expect(json<CaptchaValidationResponse>(replay)).toEqual({ hasErrors: true, message: 'Please verify that you are not a robot', status: 'invalid' });
  });

  type Payload = { challenge: { parameters: Record<string, unknown>; signature: string }; solution: Record<string, unknown> };
  it.each([
    // The derived key is the proof of work (its HMAC was signed into the puzzle): any other key fails.
    ['a wrong key', (p: Payload) => ({ ...p, solution: { ...p.solution, derivedKey: 'ab'.repeat(32) } })],
    ['a forged signature', (p: Payload) => ({ ...p, challenge: { ...p.challenge, signature: 'a'.repeat(64) } })],
    ['a later expiry', (p: Payload) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, expiresAt: 9_999_999_999 } } })],
    ['no expiry', (p: Payload) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, expiresAt: undefined } } })],
    ['another algorithm', (p: Payload) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, algorithm: 'SHA-1' } } })],
    ['a counter that is not a number', (p: Payload) => ({ ...p, solution: { ...p.solution, counter: String(p.solution.counter) } })],
    ["the widget's test mode", () => ({ challenge: null, solution: null, test: true })],
  ])('refuses %s', async (_name, tamper) => {
    const payload = decode(await solveCaptcha(t.app)) as Payload;
    expect(json<CaptchaValidationResponse>(await validate(encode(tamper(payload)))).status).toBe('invalid');
  });

  it.each(['not base64 json', encode({}), encode([1, 2]), encode({ challenge: {}, solution: {} }), 'x'.repeat(5000)])('refuses garbage %#', async (token) => {
    const response = await validate(token);
    expect(response.statusCode).toBe(200);
    expect(json<CaptchaValidationResponse>(response).hasErrors).toBe(true);
  });

  it('answers a missing token with a 400', async () => {
    for (const body of [{}, { token: '' }, { token: 12 }]) {
      const response = await post(t.app, '/api/validation/recaptcha', body);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: [{ code: 'captcha_invalid', message: 'Please verify that you are not a robot' }] });
    }
  });

  it('refuses a solution after the challenge expired, and forgets used solutions once they expire', async () => {
    let clock = nowSeconds();
    const captcha = new ProofOfWorkCaptcha(t.db, { now: () => clock });
    const late = await solve(await captcha.createChallenge());
    clock += 301;
    await expect(captcha.verify(late)).resolves.toBe(false);

    const used = await solve(await captcha.createChallenge());
    await expect(captcha.verify(used)).resolves.toBe(true);
    const kept = await countRows(t.db, 'captcha_uses');
    clock += 400;
    await expect(captcha.verify(await solve(await captcha.createChallenge()))).resolves.toBe(true);
    expect(await countRows(t.db, 'captcha_uses')).toBeLessThan(kept + 1);
  });

  it('is shared by every process on the database: same key, and a solution used in one is refused in another', async () => {
    const one = new ProofOfWorkCaptcha(t.db);
    const other = new ProofOfWorkCaptcha(t.db);
    const solution = await solve(await one.createChallenge());
    await expect(other.verify(solution)).resolves.toBe(true);
    await expect(one.verify(solution)).resolves.toBe(false);
    // One key for all (other secrets, such as the push keys, may sit beside it).
    expect(await t.db.selectFrom('app_secrets').select('name').where('name', '=', 'captcha_hmac_key').execute()).toHaveLength(1);
  });

  it('uses CAPTCHA_SECRET when it is set, and refuses what another key signed', async () => {
    const keyed = captchaFor(t.db, await readConfig({ CAPTCHA_SECRET: 'a-configured-secret' }));
    expect(keyed.kind).toBe('proof_of_work');
    const challenge = await (keyed.createChallenge as () => Promise<CaptchaChallenge>)();
    expect(challenge.signature).toBe(signatureOf(challenge.parameters, 'a-configured-secret'));
    await expect(new ProofOfWorkCaptcha(t.db).verify(await solve(challenge))).resolves.toBe(false);
    await expect(keyed.verify(await solve(challenge))).resolves.toBe(true);
  });
});

describe('reCAPTCHA, when RECAPTCHA_SECRET is set', () => {
  const calls: { url: string; body: URLSearchParams }[] = [];
  let answer: () => Promise<Response> = async () => new Response(JSON.stringify({ success: true }));
  const fakeFetch = (async (url: string, init: { body: URLSearchParams }) => {
    calls.push({ url, body: init.body });
    return answer();
  }) as unknown as typeof fetch;

  let t: TestApp;
  beforeAll(async () => {
    t = await build({ captcha: new RecaptchaVerifier({ secret: 'server-secret', fetch: fakeFetch }), seed: seedReferenceData });
  });
  afterAll(() => t.close());

  it('is chosen when RECAPTCHA_SECRET is set', async () => {
    expect(captchaFor(t.db, await readConfig({ RECAPTCHA_SECRET: 'x' })).kind).toBe('recaptcha');
    expect(captchaFor(t.db, await readConfig({})).kind).toBe('proof_of_work');
  });

  it("asks Google's siteverify with the secret, the token and the client address", async () => {
    answer = async () => new Response(JSON.stringify({ success: true }));
    const response = await t.app.inject({ method: 'POST', url: '/api/validation/recaptcha', payload: { token: 'google-token' }, remoteAddress: '203.0.113.7' });
    expect(json<CaptchaValidationResponse>(response)).toEqual({ hasErrors: false, message: 'Verified', status: 'valid' });
    const call = calls.at(-1);
    expect(call?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(call?.body ?? [])).toEqual({ secret: 'server-secret', response: 'google-token', remoteip: '203.0.113.7' });
  });

  it.each([
    ['says no', async () => new Response(JSON.stringify({ success: false, 'error-codes': ['timeout-or-duplicate'] }))],
    ['answers 500', async () => new Response('oops', { status: 500 })],
    ['answers something that is not JSON', async () => new Response('<html>')],
    ['cannot be reached', async (): Promise<Response> => Promise.reject(new Error('ECONNREFUSED'))],
  ])('answers invalid, never a 500, when Google %s', async (_name, reply) => {
    answer = reply;
    const response = await post(t.app, '/api/validation/recaptcha', { token: 'google-token' });
    expect(response.statusCode).toBe(200);
    expect(json<CaptchaValidationResponse>(response).status).toBe('invalid');
  });

  it('has no proof-of-work challenge to give', async () => {
    const response = await get(t.app, '/api/captcha/challenge');
    expect(response.statusCode).toBe(404);
  });

  it('is the check register and contact use', async () => {
    const body = {
      email: 'google@trail.example',
      username: 'GoogleChecked',
      password: 'Rock#Crawl2026',
      password_confirmation: 'Rock#Crawl2026',
      birth_date: '1990-01-01',
      location: 'Moab, UT',
      city: 'Moab',
      state: 'UT',
      latitude: null,
      longitude: null,
      privacy_policy_accepted: true,
      is_specialist_registered: false,
      vehicle: {},
      captcha: 'google-token',
    };
    answer = async () => new Response(JSON.stringify({ success: false }));
    expect(json(await post(t.app, '/api/register', body)).errors[0].code).toBe('captcha_invalid');
    const contact = { username: 'Guest', email: 'guest@trail.example', subject: 'Hello', message: 'A question', captcha: 'google-token' };
    expect(json(await post(t.app, '/api/contact', contact)).errors[0].code).toBe('captcha_invalid');
    answer = async () => new Response(JSON.stringify({ success: true }));
    expect((await post(t.app, '/api/register', body)).statusCode).toBe(200);
    expect((await post(t.app, '/api/contact', contact)).statusCode).toBe(200);
  });
});
