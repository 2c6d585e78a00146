import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ResetPasswordPage } from './reset-password-page';

let answer: { status: number; body: unknown };
const sent: Array<Record<string, string>> = [];

beforeEach(() => {
  sent.length = 0;
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, string>);
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
});

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));

it('comes filled in from the e-mail’s link, refuses a wrong code keeping what was typed, then sets the password', async () => {
  renderInSite(<ResetPasswordPage />, { url: '/resetPassword?email=rider%40example.test&code=K7Q2ZP' });
  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
  expect(field(/^E-mail/).value).toBe('rider@example.test');
  expect(field(/^Code/).value).toBe('K7Q2ZP');
  expect(screen.getByRole('link', { name: 'Send me a code' }).getAttribute('href')).toBe('/resetPassword?forgotPassword=true');

  type(/^New password/, 'Fresh#Tread2026');
  type(/^Confirm new password/, 'Fresh#Tread2026');
  answer = { status: 400, body: { errors: [{ code: 'invalidCode', message: 'Invalid Code' }] } };
  submit();
  expect((await screen.findByRole('alert')).textContent).toBe('Invalid Code');
  expect(sent).toEqual([{ email: 'rider@example.test', code: 'K7Q2ZP', password: 'Fresh#Tread2026', password_confirmation: 'Fresh#Tread2026' }]);
  expect([field(/^Code/).value, field(/^New password/).value]).toEqual(['K7Q2ZP', 'Fresh#Tread2026']);

  // A submit the fields refuse is not answered by the server's earlier words about other values.
  type(/^New password/, 'short');
  submit();
  await waitFor(() => expect(screen.queryByText('Invalid Code')).toBeNull());
  expect(sent).toHaveLength(1);
  type(/^New password/, 'Fresh#Tread2026');

  type(/^Code/, 'K7Q2ZQ');
  answer = { status: 200, body: { status: 'ok', message: 'Your password has been changed.' } };
  submit();
  expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed.');
  expect(screen.getByRole('link', { name: 'Log in with your new password' }).getAttribute('href')).toBe('/resetPassword?login=true');
  expect(field(/^New password/).value).toBe('');
});

it('says what is missing and sends nothing until it is there', async () => {
  renderInSite(<ResetPasswordPage />, { url: '/resetPassword' });
  type(/^New password/, 'short');
  type(/^Confirm new password/, 'other');
  submit();
  await waitFor(() => expect(screen.getByText('E-mail is required')).toBeTruthy());
  expect(screen.getByText('Enter the code from the e-mail')).toBeTruthy();
  expect(screen.getByText('Password must contains minimum 10 characters')).toBeTruthy();
  expect(screen.getByText('Password must match')).toBeTruthy();
  type(/^E-mail/, 'not-an-address');
  expect(screen.getByText('E-mail must be valid')).toBeTruthy();
  expect(sent).toEqual([]);
});
