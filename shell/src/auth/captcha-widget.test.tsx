/** @jest-environment jsdom */
// The Captcha with the real altcha widget (no Web Workers and no secure context in jsdom, so it
// cannot solve here: the browser does that, see the e2e journeys).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { Captcha } from './captcha';

let warn: jest.SpyInstance;
let log: jest.SpyInstance;
const realFetch = globalThis.fetch;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  log = jest.spyOn(console, 'log').mockImplementation(() => {}); // the widget's own account of its failure
});
afterEach(() => {
  warn.mockRestore();
  log.mockRestore();
  globalThis.fetch = realFetch;
});

it("is a checkbox named I'm not a robot that asks the API for a challenge, and only logs a failure", async () => {
  const fetched: string[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
    fetched.push(String(url));
    const challenge = { parameters: { algorithm: 'SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: 'ff' }, signature: 'x' };
    // jsdom has no Response: what the widget reads of one.
    return { ok: true, status: 200, headers: new Headers({ 'content-type': 'application/json' }), json: async () => challenge };
  }) as unknown as typeof fetch;
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  const onChange = jest.fn();
  const { unmount } = render(
    <TrailheadUiProvider>
      <Captcha onChange={onChange} />
    </TrailheadUiProvider>,
  );
  const checkbox = await screen.findByRole('checkbox', { name: "I'm not a robot" });
  expect(screen.getByTestId('captcha').getAttribute('data-state')).toBe('idle');

  fireEvent.click(checkbox);
  // jsdom has no Web Workers: the widget fails, and that is only logged.
  await waitFor(() => expect(screen.getByTestId('captcha').getAttribute('data-state')).toBe('failed'));
  expect(fetched).toEqual(['/api/captcha/challenge']);
  expect(warn).toHaveBeenCalledWith('Captcha failed', expect.anything());
  expect(onChange).toHaveBeenLastCalledWith('');

  unmount();
  // The widget tears itself down a moment after it leaves the page: let it, while jsdom is still here.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
});
