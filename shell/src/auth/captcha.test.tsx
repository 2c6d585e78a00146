/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { Captcha } from './captcha';

// A stand-in for the altcha widget: the tests play its events. mockWidgetLoads counts how often
// its code was asked for; while mockLoadFails, loading it fails (as a chunk does when offline).
let mockWidgetLoads = 0;
let mockLoadFails = false;
jest.mock('altcha', () => {
  mockWidgetLoads += 1;
  if (mockLoadFails) throw new Error('ChunkLoadError: Loading chunk altcha failed');
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', class extends HTMLElement {});
  return {};
});

function renderCaptcha(props: { invalid?: boolean } = {}) {
  const onChange = jest.fn();
  const view = render(
    <TrailheadUiProvider>
      <Captcha onChange={onChange} {...props} />
    </TrailheadUiProvider>,
  );
  return { onChange, ...view };
}

async function shownWidget(): Promise<HTMLElement> {
  let widget: HTMLElement | null = null;
  await waitFor(() => {
    widget = document.querySelector('altcha-widget');
    expect(widget).not.toBeNull();
  });
  return widget!;
}

/** What the widget dispatches (on its own element, as CustomEvents). */
function play(widget: HTMLElement, type: string, detail?: unknown) {
  act(() => {
    widget.dispatchEvent(new CustomEvent(type, { detail }));
  });
}

const captchaBox = () => screen.getByTestId('captcha');

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

it("loads the widget's code only when a captcha is shown, and offers to try again when it cannot", async () => {
  expect(mockWidgetLoads).toBe(0);
  mockLoadFails = true;
  renderCaptcha();
  expect(captchaBox().getAttribute('data-state')).toBe('loading');
  await waitFor(() => expect(captchaBox().getAttribute('data-state')).toBe('unavailable'));
  expect(mockWidgetLoads).toBe(1);
  expect(warn).toHaveBeenCalledWith('Captcha failed', expect.any(Error));

  mockLoadFails = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  const widget = await shownWidget();
  expect(mockWidgetLoads).toBe(2);
  expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge');
  expect(JSON.parse(widget.getAttribute('configuration')!)).toMatchObject({ credentials: 'include' });
  expect(captchaBox().getAttribute('data-state')).toBe('idle');
});

it('hands the solution over once the widget has verified, and shows it solved', async () => {
  const { onChange } = renderCaptcha();
  const widget = await shownWidget();
  play(widget, 'statechange', { state: 'verifying', payload: null });
  expect(captchaBox().getAttribute('data-state')).toBe('solving');
  play(widget, 'statechange', { state: 'verified', payload: 'c29sdmVk' });
  play(widget, 'verified', { payload: 'c29sdmVk' });
  expect(onChange).toHaveBeenLastCalledWith('c29sdmVk');
  expect(captchaBox().getAttribute('data-state')).toBe('solved');
});

it('clears the solution when the challenge expires', async () => {
  const { onChange } = renderCaptcha();
  const widget = await shownWidget();
  play(widget, 'verified', { payload: 'c29sdmVk' });
  play(widget, 'statechange', { state: 'expired', payload: null });
  play(widget, 'expired');
  expect(onChange).toHaveBeenLastCalledWith('');
  expect(captchaBox().getAttribute('data-state')).toBe('idle');
});

it('only logs a failure, and clears the solution', async () => {
  const { onChange } = renderCaptcha();
  const widget = await shownWidget();
  play(widget, 'statechange', { state: 'error', payload: null });
  expect(warn).toHaveBeenCalledWith('Captcha failed', expect.anything());
  expect(onChange).toHaveBeenLastCalledWith('');
  expect(captchaBox().getAttribute('data-state')).toBe('failed');
  expect(screen.getByText('The check did not work. Tick the box to try again.')).toBeTruthy();
});

it('shows the form that the captcha is missing', async () => {
  const colour = (invalid: boolean) => {
    const { getByTestId, unmount } = render(
      <TrailheadUiProvider>
        <Captcha onChange={() => {}} invalid={invalid} />
      </TrailheadUiProvider>,
    );
    // The widget's own border takes this colour.
    const value = getComputedStyle(getByTestId('captcha')).getPropertyValue('--altcha-border-color');
    unmount();
    return value;
  };
  const [valid, invalid] = [colour(false), colour(true)];
  expect(invalid).toBeTruthy();
  expect(invalid).not.toBe(valid);
});

it('takes the widget away with the form, and stops listening to it', async () => {
  const { onChange, unmount } = renderCaptcha();
  const widget = await shownWidget();
  unmount();
  expect(widget.isConnected).toBe(false);
  widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'late' } }));
  expect(onChange).not.toHaveBeenCalled();
});
