import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { MemoryRouter, Route, Routes, useNavigate } from '@trailhead/shared-kernel/router';
import { TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { SNACKBAR_CARRY_MS, SnackbarHost } from './snackbar-host';

// The host's rules, without the motion's exit (jsdom runs no animation to its end).
jest.mock('./moving-snackbar', () => ({
  __esModule: true,
  default: ({ message }: { message: { message: string } | null }) => (message ? <div data-testid="snackbar">{message.message}</div> : null),
}));

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <div>
      <h1>{name}</h1>
      <button onClick={() => navigate('/other')}>Go</button>
      <button
        onClick={() => {
          // As the account deletion does: off home first, then the message for it.
          navigate('/');
          bus.snackbar.next({ status: 'success', message: 'Your account was deleted.' });
        }}
      >
        Delete
      </button>
      <button
        onClick={() => {
          // As the club and event forms do: the message first, then off to the saved page.
          bus.snackbar.next({ status: 'success', message: 'Saved.' });
          navigate('/other');
        }}
      >
        Save
      </button>
    </div>
  );
}

function site(path: string) {
  return render(
    <TrailheadUiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<Page name="Home" />} />
          <Route path="/account" element={<Page name="Account" />} />
          <Route path="/other" element={<Page name="Other" />} />
        </Routes>
        <SnackbarHost />
      </MemoryRouter>
    </TrailheadUiProvider>,
  );
}

describe('SnackbarHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['navigates, then publishes', 'Delete', 'Home', 'Your account was deleted.'],
    ['publishes, then navigates', 'Save', 'Other', 'Saved.'],
  ])('shows the message on the page a page goes to when it %s', async (_how, button, page, text) => {
    site('/account');
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('heading', { name: page })).toBeTruthy();
    expect((await screen.findByTestId('snackbar')).textContent).toContain(text);
  });

  it('hides the message on a later route change', async () => {
    site('/account');
    act(() => bus.snackbar.next({ status: 'info', message: 'Hello.' }));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Hello.');
    act(() => jest.advanceTimersByTime(SNACKBAR_CARRY_MS + 10));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy();
    expect(screen.queryByText('Hello.')).toBeNull();
  });
});
