import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import type { AccountStatus, UserProfile } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { RegisterValidationPage } from './register-validation-page';

const UNCONFIRMED = { status: 'not_valid', permission: 'partial', message: 'Please confirm your e-mail address.' } as AccountStatus;
const CONFIRMED = { status: 'valid', permission: 'full', message: null } as unknown as AccountStatus;

afterEach(() => bus.session$.next({ status: null, user: null }));

it('confirms the account with the e-mailed code, and the signed-in member’s status (and so its banner) is current at once', async () => {
  bus.session$.next({ status: UNCONFIRMED, user: { user_id: 9, username: 'newcomer', email: 'new@example.test' } as UserProfile });
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const body = url.endsWith('/registerValidation') ? { message: 'Thank you! Your e-mail address is confirmed.' } : CONFIRMED;
    return { ok: true, status: 200, json: async () => body };
  }) as unknown as typeof fetch;

  renderInSite(<RegisterValidationPage />);
  expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('new@example.test');
  fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'K7Q2ZP' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your e-mail address is confirmed.');
  await waitFor(() => expect(bus.session$.getValue().status).toEqual(CONFIRMED));
  expect(calls).toEqual(['POST /api/registerValidation', 'GET /api/account']);
});

it('sends a signed-in, unconfirmed member a new code and says where it went', async () => {
  bus.session$.next({ status: UNCONFIRMED, user: { user_id: 9, username: 'newcomer', email: 'new@example.test' } as UserProfile });
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return { ok: true, status: 200, json: async () => ({ status: 'sent', message: 'We sent a new code to new@example.test. It works for 24 hours.' }) };
  }) as unknown as typeof fetch;

  renderInSite(<RegisterValidationPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
  expect((await screen.findByRole('status')).textContent).toBe('We sent a new code to new@example.test. It works for 24 hours.');
  expect(calls).toEqual(['POST /api/registration/resend']);
});

it('offers no new code to a visitor or a confirmed member', () => {
  renderInSite(<RegisterValidationPage />);
  expect(screen.queryByRole('button', { name: 'Send me a new code' })).toBeNull();
  bus.session$.next({ status: CONFIRMED, user: { user_id: 9, username: 'newcomer', email: 'new@example.test' } as UserProfile });
  renderInSite(<RegisterValidationPage />);
  expect(screen.queryByRole('button', { name: 'Send me a new code' })).toBeNull();
});
