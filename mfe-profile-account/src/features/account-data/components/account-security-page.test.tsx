import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { SignedInSession, UserProfile } from '@trailhead/shared-kernel/types';
import { AccountSecurityPage } from './account-security-page';
import { groupsOfFour } from './two-factor-section';

const session = (id: number, current: boolean, browser: string): SignedInSession => ({
  session_id: id,
  browser,
  os: 'Windows',
  ip: `198.51.100.${id}`,
  created_at: 1_790_000_000,
  last_seen_at: 1_790_000_600,
  current,
});

type Answer = { status: number; body: unknown };
let routes: Record<string, (body: Record<string, string> | null) => Answer>;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  bus.session$.next({
    status: { status: 'valid', permission: 'full', message: null, details: null },
    user: { user_id: 3, username: 'rider', ignored_user_ids: [] } as unknown as UserProfile,
  });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url, 'http://site').pathname;
    calls.push(`${method} ${path}`);
    const handler = routes[`${method} ${path}`];
    const answer = handler ? handler(init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : null) : { status: 404, body: { errors: [{ code: 'not_found', message: 'nope' }] } };
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
});
afterEach(() => bus.session$.next({ status: null, user: null }));

it('lists the sessions, this device first, and signs out everywhere else', async () => {
  let sessions = [session(1, true, 'Firefox'), session(2, false, 'Chrome')];
  routes = {
    'GET /api/me/sessions': () => ({ status: 200, body: { sessions } }),
    'GET /api/me/two-factor': () => ({ status: 200, body: { enabled: false, enabled_at: null, recovery_codes_left: 0 } }),
    'POST /api/me/sessions/sign-out-others': () => {
      sessions = sessions.filter((s) => s.current);
      return { status: 200, body: { signed_out: 1 } };
    },
  };
  renderInSite(<AccountSecurityPage />, { url: '/accountSecurity' });
  const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  const [mine, other] = within(list).getAllByRole('listitem');
  expect(mine.textContent).toContain('Firefox on Windows');
  expect(mine.textContent).toContain('This device');
  expect(within(mine).queryByRole('button')).toBeNull();
  expect(within(other).getByRole('button', { name: /^Sign out Chrome on Windows/ })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(calls).toContain('POST /api/me/sessions/sign-out-others');
});

it('turns two-factor sign-in on: shows the key in groups of four, confirms a code, then the recovery codes', async () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  let enabled = false;
  const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);
  routes = {
    'GET /api/me/sessions': () => ({ status: 200, body: { sessions: [session(1, true, 'Firefox')] } }),
    'GET /api/me/two-factor': () => ({ status: 200, body: { enabled, enabled_at: enabled ? 1_790_000_000 : null, recovery_codes_left: enabled ? 10 : 0 } }),
    'POST /api/me/two-factor/setup': () => ({ status: 200, body: { secret, otpauth_uri: `otpauth://totp/Trailhead%3Arider?secret=${secret}` } }),
    'POST /api/me/two-factor/enable': (body) => {
      if (body?.code !== '123456') return { status: 400, body: { errors: [{ code: 'wrong_two_factor_code', message: 'The code is not correct.' }] } };
      enabled = true;
      return { status: 200, body: { recovery_codes: codes, status: { enabled: true, enabled_at: 1_790_000_000, recovery_codes_left: 10 } } };
    },
  };
  renderInSite(<AccountSecurityPage />, { url: '/accountSecurity' });
  fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
  expect((await screen.findByTestId('two-factor-secret')).textContent).toBe(groupsOfFour(secret));
  expect(groupsOfFour(secret)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  // And as a QR code for the app's camera.
  expect((await screen.findByRole('img', { name: /^QR code of the set-up link/ })).querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  const field = screen.getByLabelText(/Code from the app/);
  fireEvent.change(field, { target: { value: '654321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
  expect((await screen.findByRole('alert')).textContent).toContain('The code is not correct.');
  expect((field as HTMLInputElement).value).toBe('654321');
  fireEvent.change(field, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
  const shown = await screen.findByTestId('recovery-codes');
  expect(within(shown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
  expect(await screen.findByText(/Recovery codes left: 10/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Download codes' }).getAttribute('download')).toBe('trailhead-recovery-codes.txt');
});

it('turns two-factor sign-in off only with the password, showing a wrong password’s message', async () => {
  let enabled = true;
  routes = {
    'GET /api/me/sessions': () => ({ status: 200, body: { sessions: [] } }),
    'GET /api/me/two-factor': () => ({ status: 200, body: { enabled, enabled_at: enabled ? 1_790_000_000 : null, recovery_codes_left: enabled ? 7 : 0 } }),
    'POST /api/me/two-factor/disable': (body) => {
      if (body?.password !== 'right') return { status: 400, body: { errors: [{ code: 'wrongPassword', message: 'The password is not correct.' }] } };
      enabled = false;
      return { status: 200, body: { enabled: false, enabled_at: null, recovery_codes_left: 0 } };
    },
  };
  renderInSite(<AccountSecurityPage />, { url: '/accountSecurity' });
  fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
  const password = screen.getByLabelText(/Your password/);
  fireEvent.change(password, { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
  expect((await screen.findByRole('alert')).textContent).toContain('The password is not correct.');
  fireEvent.change(password, { target: { value: 'right' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
  expect(await screen.findByText('Two-factor sign-in is off.')).toBeTruthy();
});
