/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import LoginModal from './login-modal';

const member = { user_id: 3, username: 'rider', UserMembership: { code: 'free_membership' } };
const valid = { status: 'valid', permission: 'full', message: null, details: { user_id: 3, username: 'rider' } };
const EXPIRED = 'This sign-in has expired. Please log in again.';

type Answer = { status: number; body: unknown };
let secondStep: (body: Record<string, string>) => Answer;
const posted: { path: string; body: Record<string, string> }[] = [];

beforeEach(() => {
  posted.length = 0;
  bus.session$.next({ status: null, user: null });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://site').pathname;
    let answer: Answer = { status: 404, body: { errors: [{ code: 'not_found', message: 'nope' }] } };
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      posted.push({ path, body });
      if (path === '/api/login') answer = { status: 200, body: { two_factor_required: true, challenge: 'the-challenge' } };
      if (path === '/api/login/two-factor') answer = secondStep(body);
    } else if (path === '/api/account') answer = { status: 200, body: valid };
    else if (path === '/api/me') answer = { status: 200, body: member };
    else if (path === '/api/me/counts') answer = { status: 200, body: { alerts_unviewed: 0, conversations_unread: 0 } };
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
});

async function passwordStep() {
  renderInSite(<LoginModal />, { url: '/?login=true' });
  fireEvent.change(await screen.findByLabelText(/Username or e-mail/), { target: { value: 'rider' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Trailhead#2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByLabelText(/Enter the 6-digit code from your authenticator app/);
}

it('asks for the app’s code after the password, shows a wrong code’s message, keeps the code and signs in with the right one', async () => {
  secondStep = (body) =>
    body.code === '123456'
      ? { status: 200, body: { user: member } }
      : { status: 400, body: { errors: [{ code: 'wrong_two_factor_code', message: 'The code is not correct.' }] } };
  const code = await passwordStep();
  expect(bus.session$.getValue().user).toBeNull();
  fireEvent.change(code, { target: { value: '654321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect((await screen.findByRole('alert')).textContent).toContain('The code is not correct.');
  expect((code as HTMLInputElement).value).toBe('654321');
  fireEvent.change(code, { target: { value: '123 456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(bus.session$.getValue().user).toMatchObject({ username: 'rider' }));
  expect(posted.filter((p) => p.path === '/api/login/two-factor').map((p) => p.body)).toEqual([
    { challenge: 'the-challenge', code: '654321' },
    { challenge: 'the-challenge', code: '123456' },
  ]);
});

it('checks the code’s form before sending it', async () => {
  secondStep = () => ({ status: 500, body: {} });
  const code = await passwordStep();
  fireEvent.change(code, { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('The code is 6 digits.')).toBeTruthy();
  expect(posted.some((p) => p.path === '/api/login/two-factor')).toBe(false);
});

it('takes a recovery code instead', async () => {
  secondStep = (body) => (body.recovery_code === 'ABCDE-23456' ? { status: 200, body: { user: member } } : { status: 400, body: {} });
  await passwordStep();
  const toggle = screen.getByRole('button', { name: 'Use a recovery code instead' });
  fireEvent.click(toggle);
  // The other step is a new form: the clicked button is not reused as its submit button (which would submit it empty).
  expect(toggle.isConnected).toBe(false);
  fireEvent.change(screen.getByLabelText(/Recovery code/), { target: { value: 'ABCDE-23456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(bus.session$.getValue().user).toMatchObject({ username: 'rider' }));
  expect(posted.at(-1)).toEqual({ path: '/api/login/two-factor', body: { challenge: 'the-challenge', recovery_code: 'ABCDE-23456' } });
});

it('goes back to the password, with what was typed, when the sign-in has expired', async () => {
  secondStep = () => ({ status: 400, body: { errors: [{ code: 'two_factor_expired', message: EXPIRED }] } });
  const code = await passwordStep();
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect((await screen.findByRole('alert')).textContent).toContain(EXPIRED);
  expect((screen.getByLabelText(/Username or e-mail/) as HTMLInputElement).value).toBe('rider');
  expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Trailhead#2026');
});
