import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { AccountSettings, UserProfile } from '@trailhead/shared-kernel/types';
import { DEFAULT_SETTINGS } from '../settings-defaults';
import { PreferencesPage } from './preferences-page';
import { PrivacyPage } from './privacy-page';
import { SignaturePage } from './signature-page';

const LISTS: Record<string, unknown> = {
  '/api/lists/timezones': { values: { 'America/Denver': 'Mountain Time', 'America/Chicago': 'Central Time' }, default: 'America/Denver' },
  '/api/lists/visibility-options?with_everyone=1': { values: { everyone: 'All visitors', members: 'Members only', followed: 'People I follow', none: 'Nobody' }, default: 'everyone' },
  '/api/lists/visibility-options?with_everyone=0': { values: { members: 'Members only', followed: 'People I follow', none: 'Nobody' }, default: 'members' },
};

const settings = (extra: Partial<AccountSettings> = {}): AccountSettings => ({ ...DEFAULT_SETTINGS, signature: '<p>Old sig</p>', ...extra });

const signIn = (extra: Partial<AccountSettings> = {}) =>
  bus.session$.next({
    status: { status: 'valid', permission: 'full', message: null, details: null },
    user: { user_id: 3, username: 'member', timezone: 'America/Denver', ignored_user_ids: [], settings: settings(extra) } as unknown as UserProfile,
  });

/** GET answers from LISTS; POST /me answered by `save` (its body is recorded). */
function mockApi(save: (body: Record<string, string>) => { status: number; body: unknown }) {
  const posted: Record<string, string>[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      posted.push(body);
      const answer = save(body);
      return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
    }
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    return { ok: true, status: 200, json: async () => LISTS[path] ?? LISTS[path.split('?')[0]] };
  }) as unknown as typeof fetch;
  return posted;
}

let snackbars: SnackbarMessage[] = [];
beforeEach(() => {
  snackbars = [];
  bus.snackbar.subscribe((message) => snackbars.push(message));
});
afterEach(() => bus.session$.next({ status: null, user: null }));

const savedProfile = (next: Partial<AccountSettings>) => ({ status: 200, body: { user_id: 3, username: 'member', timezone: 'America/Denver', settings: settings(next) } });

describe('/preferences', () => {
  it("shows the member's settings, saves the Settings payload by its spec names, and says 'Changes saved'", async () => {
    signIn();
    const posted = mockApi(() => savedProfile({ content_show_signature: false }));
    renderInSite(<PreferencesPage />, { url: '/preferences' });

    const showSignatures = screen.getByRole('checkbox', { name: 'Show signatures under posts' }) as HTMLInputElement;
    expect(showSignatures.checked).toBe(true);
    expect(screen.getByText(/Members' signatures appear under their forum posts/)).toBeTruthy();
    fireEvent.click(showSignatures);
    fireEvent.change(screen.getByRole('combobox', { name: 'When I start a thread' }), { target: { value: 'watch_email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(snackbars).toContainEqual({ status: 'success', message: 'Changes saved' }));
    expect(posted).toEqual([
      {
        timezone: 'America/Denver',
        'option[receive_admin_email]': '1',
        enable_activity_summary_email: '1',
        'option[email_on_conversation]': '1',
        'option[creation_watch_state]': 'watch_email',
        'option[interaction_watch_state]': 'watch_no_email',
        'option[content_show_signature]': '0',
        visible: '1',
        activity_visible: '1',
        'push[conversation_message]': '1',
        'push[alert]': '1',
      },
    ]);
    // The session's profile follows, so the forum hides signatures at once.
    expect(bus.session$.getValue().user?.settings?.content_show_signature).toBe(false);
  });

  it("keeps what was chosen after a refused save, shows the API's message and 'Please review your details and try again'", async () => {
    signIn();
    mockApi(() => ({ status: 400, body: { errors: [{ code: 'invalid_setting', message: 'visible must be 1 or 0 (true or false).' }] } }));
    renderInSite(<PreferencesPage />, { url: '/preferences' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show my online status' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByTestId('settings-error')).textContent).toContain('visible must be 1 or 0 (true or false).');
    expect(snackbars).toContainEqual({ status: 'error', message: 'Please review your details and try again' });
    expect((screen.getByRole('checkbox', { name: 'Show my online status' }) as HTMLInputElement).checked).toBe(false);
    expect(bus.session$.getValue().user?.settings?.visible).toBe(true);
  });
});

describe('/privacySettings', () => {
  it("offers 'All visitors' only where a visitor could use it and saves the privacy fields", async () => {
    signIn();
    const posted = mockApi(() => savedProfile({}));
    renderInSite(<PrivacyPage />, { url: '/privacySettings' });

    const viewProfile = screen.getByRole('combobox', { name: 'Who may view my profile' });
    await waitFor(() => expect(viewProfile.querySelectorAll('option')).toHaveLength(4));
    const conversations = screen.getByRole('combobox', { name: 'Who may start a conversation with me' });
    await waitFor(() => expect([...conversations.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Members only', 'People I follow', 'Nobody']));

    fireEvent.change(conversations, { target: { value: 'followed' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show the year of my birth' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(snackbars).toContainEqual({ status: 'success', message: 'Changes saved' }));
    expect(posted[0]).toMatchObject({
      'privacy[allow_send_personal_conversation]': 'followed',
      'privacy[show_dob_year]': '1',
      'privacy[allow_view_profile]': 'everyone',
      'privacy[show_map_position]': '0',
      'privacy[show_exact_map_position]': '0',
    });
  });

  it('offers the exact map position only while the position is shared, and saves it', async () => {
    signIn({ privacy: { ...DEFAULT_SETTINGS.privacy, show_map_position: false } });
    const posted = mockApi(() => savedProfile({}));
    renderInSite(<PrivacyPage />, { url: '/privacySettings' });
    const exact = screen.getByRole('checkbox', { name: 'Show my exact position (otherwise the map shows it only to within a few miles)' });
    expect((exact as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show my position on the member map' }));
    await waitFor(() => expect((exact as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(exact);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(snackbars).toContainEqual({ status: 'success', message: 'Changes saved' }));
    expect(posted[0]).toMatchObject({ 'privacy[show_map_position]': '1', 'privacy[show_exact_map_position]': '1' });
  });
});

describe('/signature', () => {
  it('previews the signature as it shows under posts and saves it', async () => {
    signIn();
    const posted = mockApi(() => savedProfile({ signature: '<p>Old sig</p>' }));
    renderInSite(<SignaturePage />, { url: '/signature' });
    expect(screen.getByTestId('signature-preview').textContent).toBe('Old sig');
    fireEvent.click(screen.getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(snackbars).toContainEqual({ status: 'success', message: 'Changes saved' }));
    expect(posted[0].signature).toContain('Old sig');
  });

  it('offers only what a signature keeps: no quote, no image by link (the server would drop them)', async () => {
    signIn();
    mockApi(() => savedProfile({}));
    renderInSite(<SignaturePage />, { url: '/signature' });
    const toolbar = screen.getByRole('toolbar', { name: 'Signature formatting' });
    expect(within(toolbar).queryByRole('button', { name: 'Quote' })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: 'Image from link' })).toBeNull();
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toBeTruthy();
  });
});
