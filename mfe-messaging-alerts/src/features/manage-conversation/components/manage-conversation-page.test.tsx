import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { Route, Routes } from '@trailhead/shared-kernel/router';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { ConversationDetail } from '@trailhead/shared-kernel/types';
import { fakeApi, person, signIn, type Call } from '../../../components/test-kit';
import { newConversationDraftKey } from './conversation-draft';
import { ManageConversationPage } from './manage-conversation-page';

const amy = person(11, 'AppalachianAmy');
const rat = person(12, 'DesertRat_AZ');
const mud = person(13, 'MudQueen');
const everyone = [amy, rat, mud];

/** The conversation search: members whose name starts with the text. */
const findName = (call: Call) => {
  const text = new URL(call.url, 'http://site').searchParams.get('username')!.toLowerCase();
  return { body: { users: everyone.filter((user) => user.username.toLowerCase().startsWith(text)) } };
};

const detail = (change: Partial<ConversationDetail> = {}): ConversationDetail => ({
  conversation_id: 55,
  title: 'Moab in May',
  view_url: '/conversations/55/',
  Starter: person(1, 'member'),
  participants: [
    { user_id: 1, User: person(1, 'member') },
    { user_id: 11, User: amy },
  ],
  recipient_count: 2,
  reply_count: 0,
  last_message_date: 1_780_000_000,
  last_message_username: 'member',
  is_unread: false,
  is_starred: false,
  start_date: 1_780_000_000,
  can_edit: true,
  can_invite: true,
  can_reply: true,
  ...change,
});

function renderPage(url: string) {
  return renderInSite(
    <Routes>
      <Route path="/manageConversation" element={<ManageConversationPage />} />
      <Route path="/manageConversation/:conversationId" element={<ManageConversationPage />} />
      <Route path="/conversations/:id" element={<p>conversation page</p>} />
    </Routes>,
    { url },
  );
}

let snackbars: SnackbarMessage[] = [];
let listening: { unsubscribe: () => void } | null = null;
afterEach(() => listening?.unsubscribe());
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  localStorage.clear();
  signIn('valid', 1);
  snackbars = [];
  listening = bus.snackbar.subscribe((message) => snackbars.push(message));
});

const chips = () => screen.queryAllByTestId('recipient-chip-name').map((chip) => chip.textContent);

/** A draft left from before (the editor starts from it, as after a reload). */
const draft = (fields: { title?: string; message_html: string }) =>
  localStorage.setItem(newConversationDraftKey(1), JSON.stringify({ title: '', attachment_key: null, updated_at: 1, idempotency_key: null, ...fields }));

describe('/manageConversation', () => {
  it('comes prefilled from ?conversationUsers (names or ids), and says which cannot be added', async () => {
    fakeApi({
      'GET /api/users/find-name-for-conversation': findName,
      'GET /api/users/12': { body: { user: { ...rat } } },
    });
    renderPage('/manageConversation?conversationUsers=appalachianamy,12,Nobody');
    await waitFor(() => expect(chips()).toEqual(['AppalachianAmy', 'DesertRat_AZ']));
    expect(screen.getByTestId('prefill-missing').textContent).toContain('You cannot start a conversation with: Nobody.');
  });

  it('refuses an empty form with the schema messages and sends nothing', async () => {
    const calls = fakeApi({});
    renderPage('/manageConversation');
    fireEvent.click(await screen.findByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('Please enter a valid title.')).toBeTruthy();
    expect(screen.getByText('Please add at least one member to talk with.')).toBeTruthy();
    expect(await screen.findByText('Post message should not be empty')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('a refused start keeps everything typed and shows the API’s reason', async () => {
    draft({ title: 'Moab in May', message_html: '<p>Who is in?</p>' });
    const calls = fakeApi({
      'GET /api/users/find-name-for-conversation': findName,
      'POST /api/conversations': { status: 403, body: { errors: [{ code: 'conversation_refused', message: 'MudQueen does not accept conversations from you.' }] } },
    });
    renderPage('/manageConversation?conversationUsers=MudQueen');
    await waitFor(() => expect(chips()).toEqual(['MudQueen']));
    fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText(/MudQueen does not accept conversations from you\./)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Moab in May', recipient_ids: [13], message_html: '<p>Who is in?</p>', attachment_key: null });
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Moab in May');
    expect(chips()).toEqual(['MudQueen']);
    expect(screen.getByText('Who is in?')).toBeTruthy();
  });

  it('starts the conversation, clears the draft and goes to it with a snackbar', async () => {
    draft({ title: 'Moab in May', message_html: '<p>Who is in?</p>' });
    fakeApi({
      'GET /api/users/find-name-for-conversation': findName,
      'POST /api/conversations': { body: { conversation: detail() } },
    });
    renderPage('/manageConversation?conversationUsers=AppalachianAmy');
    await waitFor(() => expect(chips()).toEqual(['AppalachianAmy']));
    fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('conversation page')).toBeTruthy();
    expect(snackbars).toEqual([{ status: 'success', message: 'Your conversation has been started.' }]);
    expect(localStorage.getItem(newConversationDraftKey(1))).toBeNull();
  });

  it('an account that is not valid reads why instead of the form', async () => {
    signIn('account_incomplete', 1);
    fakeApi({});
    renderPage('/manageConversation');
    expect((await screen.findByTestId('start-conversation-refused')).textContent).toContain('Please complete and confirm your account before you start a conversation.');
    expect(screen.queryByRole('button', { name: 'Start conversation' })).toBeNull();
  });

  it('a visitor is asked to log in', async () => {
    bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null });
    fakeApi({});
    renderPage('/manageConversation');
    expect(await screen.findByText('Please login in to see the content of the page.')).toBeTruthy();
  });
});

describe('/manageConversation/{id}', () => {
  it('renames and goes back to the conversation', async () => {
    const calls = fakeApi({
      'GET /api/conversations/55': { body: { conversation: detail() } },
      'POST /api/conversations/55': { body: { conversation: detail({ title: 'Moab in June' }) } },
    });
    renderPage('/manageConversation/55');
    const form = await screen.findByTestId('rename-conversation-form');
    const title = within(form).getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.value).toBe('Moab in May');
    fireEvent.change(title, { target: { value: 'Moab in June' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save title' }));
    expect(await screen.findByText('conversation page')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Moab in June' });
    expect(snackbars).toEqual([{ status: 'success', message: 'The conversation has been renamed.' }]);
    // Managing is not reading: the conversation is asked for without marking it read.
    const reads = calls.filter((call) => call.method === 'GET' && call.url.includes('/api/conversations/55'));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(new URL(read.url, 'http://site').searchParams.get('mark_read')).toBe('0');
  });

  it('offers no rename to a participant who may not, and shows a refused invitation’s reason', async () => {
    fakeApi({
      'GET /api/conversations/55': { body: { conversation: detail({ can_edit: false }) } },
      'GET /api/users/find-name-for-conversation': findName,
      'POST /api/conversations/55/invite': { status: 403, body: { errors: [{ code: 'conversation_refused', message: 'MudQueen does not accept conversations from you.' }] } },
    });
    renderPage('/manageConversation/55');
    const form = await screen.findByTestId('invite-conversation-form');
    expect(screen.queryByTestId('rename-conversation-form')).toBeNull();
    const field = within(form).getByRole('combobox', { name: 'Members to invite' });
    fireEvent.change(field, { target: { value: 'Mu' } });
    const option = await screen.findByRole('option', { name: 'MudQueen' }, { timeout: 2000 });
    fireEvent.mouseDown(option);
    fireEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('MudQueen does not accept conversations from you.')).toBeTruthy();
    expect(chips()).toEqual(['MudQueen']);
  });

  it('says the conversation cannot be found to someone who is not in it', async () => {
    fakeApi({ 'GET /api/conversations/56': { status: 404, body: { errors: [{ code: 'not_found', message: 'The requested conversation could not be found.' }] } } });
    renderPage('/manageConversation/56');
    expect((await screen.findByTestId('conversation-not-found')).textContent).toContain('The requested conversation could not be found.');
  });
});

