import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { Conversation, ConversationsResponse } from '@trailhead/shared-kernel/types';
import { bus } from '@trailhead/shared-kernel/bus';
import { fakeApi, FakeEventSource, onePage, person, signIn } from '../../../components/test-kit';
import { ConversationsPage } from './conversations-page';

const amy = person(11, 'AppalachianAmy');
const rat = person(12, 'DesertRat_AZ');

const conversation = (conversation_id: number, change: Partial<Conversation> = {}): Conversation => ({
  conversation_id,
  title: `Trip plan ${conversation_id}`,
  view_url: `/conversations/${conversation_id}/`,
  Starter: amy,
  participants: [
    { user_id: 1, User: person(1, 'member') },
    { user_id: 11, User: amy },
  ],
  recipient_count: 2,
  reply_count: 3,
  last_message_date: Math.floor(Date.now() / 1000) - 120,
  last_message_username: 'AppalachianAmy',
  is_unread: false,
  is_starred: false,
  ...change,
});

const listOf = (...conversations: Conversation[]): ConversationsResponse => ({ conversations, pagination: onePage(conversations.length) });

beforeAll(() => {
  // Menus and dialogs place themselves with ResizeObserver, which jsdom lacks.
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  FakeEventSource.install();
  signIn('valid');
});

afterEach(() => bus.session$.next({ status: null, user: null }));

describe('/conversations', () => {
  it('shows an unread conversation in bold with an Unread marker, its people (+N more past 4) and who wrote last', async () => {
    const many = [{ user_id: 1, User: person(1, 'member') }, ...[1, 2, 3, 4, 5, 6].map((n) => ({ user_id: 20 + n, User: person(20 + n, `Rider${n}`) }))];
    fakeApi({ 'GET /api/conversations': { body: listOf(conversation(7, { is_unread: true, participants: many, LastMessageUser: rat, last_message_username: rat.username })) } });
    renderInSite(<ConversationsPage />, { url: '/conversations' });

    const row = await screen.findByTestId('conversation-row');
    const title = within(row).getByRole('link', { name: 'Trip plan 7' });
    expect((title).getAttribute('href')).toBe('/conversations/7/');
    expect(getComputedStyle(title).fontWeight).toBe('var(--chakra-font-weights-bold)');
    expect(within(row).getByText('Unread')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Rider4' })).toBeTruthy();
    expect(within(row).queryByRole('link', { name: 'member' })).toBeNull();
    expect(within(row).queryByRole('link', { name: 'Rider5' })).toBeNull();
    expect((row).textContent).toContain('+2 more');
    expect((within(row).getByTestId('conversation-last-message')).textContent).toMatch(/by DesertRat_AZ/);
    expect((screen.getByRole('link', { name: 'Start new conversation' })).getAttribute('href')).toBe('/manageConversation');
  });

  it('asks for unread ones only with ?filter=unread and says so when there are none', async () => {
    const calls = fakeApi({ 'GET /api/conversations': { body: listOf() } });
    renderInSite(<ConversationsPage />, { url: '/conversations?filter=unread' });
    expect(await screen.findByText('No unread conversations.')).toBeTruthy();
    expect(calls[0].url).toContain('unread=1');
    expect((screen.getByRole('link', { name: 'Unread only' })).getAttribute('aria-current')).toBe('page');
  });

  it('says when the member has none at all', async () => {
    fakeApi({ 'GET /api/conversations': { body: listOf() } });
    renderInSite(<ConversationsPage />, { url: '/conversations' });
    expect(await screen.findByText('You have no conversations yet.')).toBeTruthy();
  });

  it('an account that is not valid reads why it cannot start one', async () => {
    signIn('account_incomplete');
    fakeApi({ 'GET /api/conversations': { body: listOf() } });
    renderInSite(<ConversationsPage />, { url: '/conversations' });
    await screen.findByText('You have no conversations yet.');
    expect(screen.queryByRole('link', { name: 'Start new conversation' })).toBeNull();
    expect((screen.getByTestId('start-conversation-refused')).textContent).toContain('Please complete and confirm your account before you start a conversation.');
  });

  it('stars at once, before the API answers, and puts the star back if the API refuses', async () => {
    let answer: (status: number) => void = () => undefined;
    fakeApi({ 'GET /api/conversations': { body: listOf(conversation(7)) } });
    const starCall = jest.fn();
    const original = global.fetch;
    global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        starCall(url, JSON.parse(String(init.body)));
        return new Promise<Response>((resolve) => {
          answer = (status) => resolve({ ok: status < 400, status, json: async () => (status < 400 ? { status: 'ok' } : { errors: [{ code: 'nope', message: 'You may not star this.' }] }) } as Response);
        });
      }
      return original(url, init);
    }) as unknown as typeof fetch;
    renderInSite(<ConversationsPage />, { url: '/conversations' });

    fireEvent.click(await screen.findByRole('button', { name: 'Star Trip plan 7' }));
    expect((await screen.findByRole('button', { name: 'Unstar Trip plan 7' })).getAttribute('aria-pressed')).toBe('true');
    expect(starCall).toHaveBeenCalledWith('/api/conversations/7/star', { star: 1 });
    await act(async () => answer(403));
    expect((await screen.findByRole('button', { name: 'Star Trip plan 7' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves after confirmation, and the conversation is gone from the list', async () => {
    let left = false;
    const calls = fakeApi({
      'GET /api/conversations': () => ({ body: left ? listOf() : listOf(conversation(7)) }),
      'DELETE /api/conversations/7': () => ((left = true), { body: { status: 'ok', message: 'You left the conversation.' } }),
    });
    renderInSite(<ConversationsPage />, { url: '/conversations' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Trip plan 7' }));
    const leave = await screen.findByRole('menuitem', { name: 'Leave conversation…' });
    const menu = leave.closest('[role=menu]') as HTMLElement;
    // By keyboard, as a person without a mouse would: the last item is 'Leave conversation…'.
    fireEvent.keyDown(menu, { key: 'End' });
    await waitFor(() => expect(leave.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(menu, { key: 'Enter' });
    const dialog = await screen.findByTestId('leave-conversation-dialog');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You have no conversations yet.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/conversations/7']);
  });

  it('a new conversation arrives through the live stream without a reload', async () => {
    let arrived = false;
    fakeApi({ 'GET /api/conversations': () => ({ body: arrived ? listOf(conversation(9, { is_unread: true, title: 'Moab in May' }), conversation(7)) : listOf(conversation(7)) }) });
    renderInSite(<ConversationsPage />, { url: '/conversations' });
    await screen.findByRole('link', { name: 'Trip plan 7' });
    arrived = true;
    await waitFor(() => expect(FakeEventSource.open.length).toBeGreaterThan(0));
    act(() => FakeEventSource.open[0].emit('conversation', { conversation_id: 9, kind: 'message', user_id: 11, message_id: 40 }));
    expect(await screen.findByRole('link', { name: 'Moab in May' })).toBeTruthy();
  });
});
