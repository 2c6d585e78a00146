import { screen, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { ReactionReceived, ReactionsReceivedResponse, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { reactionFilterOf, reactionsHref } from '../reaction-filter';
import { NO_REACTIONS, ReactionsPage } from './reactions-page';

const reactor = { user_id: 9, username: 'dunerunner', view_url: '/members/dunerunner.9/', avatar_urls: { h: null }, is_admin: false, is_moderator: false } as UserSummary;
const TITLES = ['Like', 'Love', 'Haha', 'Wow', 'Sad', 'Angry'];
const site = { reactions: TITLES.map((title, index) => ({ reaction_id: index + 1, title, image_url: '/images/reactions/sprite.png', sprite_params: { x: 0, y: -32 * index }, text_color: '#333' })) };

const received = (reaction_id: number, content_type: ReactionReceived['content_type'], title: string, view_url: string): ReactionReceived => ({
  reaction_id,
  reaction_date: 1_700_000_000,
  User: reactor,
  content_type,
  content_id: reaction_id * 10,
  title,
  snippet: 'Nice line through the rocks.',
  view_url,
});

function renderReactions(url: string, answer: ReactionsReceivedResponse) {
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: { user_id: 3, username: 'member' } as UserProfile });
  const fetchMock = jest.fn(async (requested: string) => ({ ok: true, status: 200, json: async () => (requested.startsWith('/api/reactions') ? site : answer) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderInSite(<ReactionsPage />, { url });
  return fetchMock;
}

describe('ReactionsPage', () => {
  it('says who reacted with which reaction to what, linked, and when', async () => {
    renderReactions('/reactions', {
      reactions: [
        received(2, 'post', 'Winch line care', '/forums/threads/winch-line-care.4/post-40'),
        received(3, 'profile_post', "trailboss's profile", '/members/trailboss.7/#profile-posts'),
      ],
      pagination: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
    });

    const rows = await screen.findAllByTestId('reaction-received');
    expect(await within(rows[0]).findByText('Love')).toBeTruthy();
    expect(rows[0].textContent).toContain('dunerunner reacted with Love to your post in Winch line care');
    expect(rows[0].querySelector('[data-reaction-icon="2"]')).not.toBeNull();
    expect(within(rows[0]).getByRole('link', { name: 'Winch line care' }).getAttribute('href')).toBe('/forums/threads/winch-line-care.4/post-40');
    expect(rows[1].textContent).toContain("to your profile post on trailboss's profile");
    expect(within(rows[1]).getByRole('link', { name: 'dunerunner' })).toBeTruthy();
  });

  it('filters by the reaction in the URL, offering all six as links', async () => {
    const fetchMock = renderReactions('/reactions?reaction_id=4', { reactions: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });

    expect((await screen.findByTestId('reactions-empty')).textContent).toBe(NO_REACTIONS);
    expect(fetchMock).toHaveBeenCalledWith('/api/me/reactions?page=1&reaction_id=4', expect.anything());
    const filter = screen.getByRole('navigation', { name: 'Filter by reaction' });
    expect(await within(filter).findByRole('link', { name: /Angry/ })).toHaveProperty('search', '?reaction_id=6');
    expect(within(filter).getByRole('link', { name: /Wow/ }).getAttribute('aria-current')).toBe('page');
    expect(within(filter).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/reactions');
  });
});

describe('reaction filter', () => {
  it('accepts one of the six reactions and nothing else', () => {
    expect(reactionFilterOf('1')).toBe(1);
    expect(reactionFilterOf('6')).toBe(6);
    expect(reactionFilterOf('7')).toBeNull();
    expect(reactionFilterOf('1; drop')).toBeNull();
    expect(reactionFilterOf(null)).toBeNull();
  });

  it('keeps the filter on the pages of the list', () => {
    expect(reactionsHref(2, 3)).toBe('/reactions?reaction_id=2&page=3');
    expect(reactionsHref(null, 1)).toBe('/reactions');
  });
});
