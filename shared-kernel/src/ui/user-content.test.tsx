/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { UserContent } from './user-content';

it('draws what the sanitiser stored, with each mention a link to the member’s profile', () => {
  const html = '<blockquote data-quote="moderator"><p>Open?</p></blockquote><p>Ask <span class="mention" data-user-id="3">@member</span>, see <a href="https://example.test/guide">the guide</a>.</p><ul><li>boards</li></ul>';
  renderInSite(<UserContent html={html} data-testid="body" />);
  const body = screen.getByTestId('body');
  expect(screen.getByRole('link', { name: '@member' }).getAttribute('href')).toBe('/members/member.3/');
  expect(screen.getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe('https://example.test/guide');
  expect(body.querySelector('blockquote[data-quote="moderator"]')?.textContent).toBe('Open?');
  expect(screen.getByRole('listitem').textContent).toBe('boards');
  expect(body.querySelector('span.mention')).toBeNull();
});
