/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { MessageCard } from './message-card';

const author = { user_id: 9, username: 'MudQueen', avatar_urls: { h: null }, view_url: '/members/mudqueen.9/' };
const message = (extra: Partial<ConversationMessage> = {}): ConversationMessage =>
  ({
    message_id: 123,
    conversation_id: 4,
    user_id: 9,
    username: 'MudQueen',
    User: author,
    message_date: 1_700_000_000,
    message_html: '<blockquote data-quote="member" data-post-id="120"><p>Air down to 12 psi?</p></blockquote><p>Ten is plenty on sand.</p>',
    message_parsed: '',
    edit_date: null,
    attachment_key: null,
    attachments: [],
    reaction_score: 0,
    reactions: [],
    visitor_reaction_id: null,
    is_ignored: false,
    can_edit: false,
    can_react: true,
    can_report: true,
    view_url: '/conversations/4#message-123',
    ...extra,
  }) as ConversationMessage;

beforeAll(() => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }) as Response) as unknown as typeof fetch;
});

it('is anchored as message-{id} so an alert can link to it, and renders the sanitised HTML with its quote', () => {
  const { container } = renderInSite(<MessageCard message={message()} canReply onQuote={jest.fn()} onChange={jest.fn()} />);
  const article = container.querySelector('#message-123')!;
  expect(article.getAttribute('aria-label')).toBe('Message by MudQueen');
  expect(article.querySelector('blockquote[data-quote="member"]')?.textContent).toBe('Air down to 12 psi?');
  expect(screen.getByText('Ten is plenty on sand.')).toBeTruthy();
  expect(screen.queryByTestId('edited-marker')).toBeNull();
});

it('folds a message of an ignored member until asked, then shows it whole', () => {
  renderInSite(<MessageCard message={message({ is_ignored: true })} canReply onQuote={jest.fn()} onChange={jest.fn()} />);
  expect(screen.getByText('A message by MudQueen is hidden because you ignore this member.')).toBeTruthy();
  expect(screen.queryByText('Ten is plenty on sand.')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Show ignored content by MudQueen' }));
  expect(screen.getByText('Ten is plenty on sand.')).toBeTruthy();
});

it('offers only what the viewer may do: Quote when they can reply, Edit on their own, React and Report on others', () => {
  const quote = jest.fn();
  renderInSite(<MessageCard message={message({ can_edit: true, can_react: false, can_report: false, edit_date: 1_700_000_100 })} canReply onQuote={quote} onChange={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Edit your message' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'React' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  expect(screen.getByTestId('edited-marker')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Quote the message by MudQueen' }));
  expect(quote).toHaveBeenCalledWith(expect.objectContaining({ message_id: 123 }));
});

it('has no Quote button where the viewer may not reply', () => {
  renderInSite(<MessageCard message={message()} canReply={false} onQuote={jest.fn()} onChange={jest.fn()} />);
  expect(screen.queryByRole('button', { name: /Quote/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'React' })).toBeTruthy();
});
