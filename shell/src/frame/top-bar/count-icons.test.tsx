import { act, fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { drawerTab$ } from '../drawer/drawer-tab';
import { drawerOpen$ } from '../frame-state';
import { CountIcons } from './count-icons';

// The widget host stands in for mfe-messaging-alerts' menu: what is tested here is the pop-over around it.
jest.mock('./messaging-menu-panel', () => ({
  __esModule: true,
  default: ({ kind, onClose }: { kind: string; onClose: () => void }) => (
    <div>
      <p>{`${kind} widget`}</p>
      <button onClick={onClose}>Follow a link</button>
    </div>
  ),
}));

const wide = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
};

beforeEach(() => {
  wide(true);
  drawerOpen$.next(false);
  drawerTab$.next('menu');
});

describe('the bell and the envelope', () => {
  it('draw each count beside the icon and name the link with it', () => {
    renderInSite(<CountIcons counts={{ alerts: 3, conversations: 2 }} />);
    const bell = screen.getByRole('link', { name: 'Alerts, 3 unviewed' });
    expect(bell.getAttribute('href')).toBe('/alerts');
    expect(screen.getByTestId('alerts-badge').textContent).toBe('3');
    // Beside, not over: the badge is the icon's sibling in the link's row, not positioned on top of it.
    expect(screen.getByTestId('alerts-badge').previousElementSibling).toBe(screen.getByTestId('alerts-icon'));
    expect(screen.getByRole('link', { name: 'Conversations, 2 unread' }).getAttribute('href')).toBe('/conversations');
    expect(screen.getByTestId('conversations-badge').textContent).toBe('2');
  });

  it('read 99+ past 99, while the name keeps the real count', () => {
    renderInSite(<CountIcons counts={{ alerts: 100, conversations: 99 }} />);
    expect(screen.getByTestId('alerts-badge').textContent).toBe('99+');
    expect(screen.getByRole('link', { name: 'Alerts, 100 unviewed' })).toBeTruthy();
    expect(screen.getByTestId('conversations-badge').textContent).toBe('99');
  });

  it('hide the badge at 0 and the name is the label alone', () => {
    renderInSite(<CountIcons counts={{ alerts: 0, conversations: 0 }} />);
    expect(screen.queryByTestId('alerts-badge')).toBeNull();
    expect(screen.queryByTestId('conversations-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Alerts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conversations' })).toBeTruthy();
  });
});

describe('the menus', () => {
  it('open with Space, take the focus, and Escape closes them and gives it back', async () => {
    renderInSite(<CountIcons counts={{ alerts: 3, conversations: 0 }} />);
    const bell = screen.getByRole('link', { name: 'Alerts, 3 unviewed' });
    bell.focus();
    fireEvent.keyDown(bell, { key: ' ' });
    const menu = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(await screen.findByText('alerts widget')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('open on a plain click (Enter clicks a link) instead of leaving the page, one at a time, and close when the widget says so', async () => {
    renderInSite(<CountIcons counts={{ alerts: 1, conversations: 1 }} />);
    const bell = screen.getByRole('link', { name: 'Alerts, 1 unviewed' });
    expect(fireEvent.click(bell)).toBe(false); // default prevented: no navigation
    expect(await screen.findByRole('dialog', { name: 'Alerts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Conversations, 1 unread' }));
    expect(await screen.findByRole('dialog', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Alerts' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow a link' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leave a modified click to the browser (a new tab), and close when someone clicks elsewhere', async () => {
    renderInSite(
      <>
        <CountIcons counts={{ alerts: 1, conversations: 0 }} />
        <p>Elsewhere</p>
      </>,
    );
    const bell = screen.getByRole('link', { name: 'Alerts, 1 unviewed' });
    // jsdom cannot follow the link the browser would open; it says so on the console.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fireEvent.click(bell, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Alerts' })).toBeTruthy();
    act(() => void fireEvent.pointerDown(screen.getByText('Elsewhere')));
    expect(screen.queryByRole('dialog')).toBeNull();
    quiet.mockRestore();
  });

  it('open the drawer on their tab where a pop-over does not fit (375 px)', () => {
    wide(false);
    renderInSite(<CountIcons counts={{ alerts: 1, conversations: 4 }} />);
    fireEvent.click(screen.getByRole('link', { name: 'Conversations, 4 unread' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(drawerOpen$.getValue()).toBe(true);
    expect(drawerTab$.getValue()).toBe('conversations');
  });
});
