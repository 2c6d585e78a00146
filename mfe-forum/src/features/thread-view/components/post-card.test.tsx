/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { Post, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { PostCard } from './post-card';

const author = { user_id: 9, username: 'trailboss', avatar_urls: { h: null }, view_url: '/members/trailboss.9/', is_moderator: true } as UserSummary;
const post = { post_id: 500, thread_id: 81, user_id: 9, username: 'trailboss', User: author, post_date: 1_780_000_000, position: 21, message_html: '<p>Air down at the lot.</p>', reactions: [], visitor_reaction_id: null, attachments: [], message_state: 'visible', can_react: true, can_edit: false, can_delete: false, can_report: false, can_moderate: false } as unknown as Post;

function viewerIgnoring(ids: number[]) {
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: { user_id: 3, username: 'member', ignored_user_ids: ids } as unknown as UserProfile });
}

const card = () => renderInSite(<PostCard post={post} canReply={false} onReply={jest.fn()} onChange={jest.fn()} onRemoved={jest.fn()} />);

afterEach(() => bus.session$.next({ status: null, user: null }));

describe('PostCard', () => {
  it("names the author with the site's username link (role colour, profile, hover popup)", () => {
    card();
    const link = screen.getByRole('link', { name: 'trailboss' });
    expect(link.getAttribute('href')).toBe('/members/trailboss.9/');
    expect(link.style.color).toBe('rgb(43, 108, 176)');
    expect(screen.getByRole('button', { name: 'About trailboss' })).toBeTruthy();
  });

  it('folds a post by an ignored member into one line that unfolds on Show', () => {
    viewerIgnoring([40, 9]);
    card();
    expect(screen.getByText('Post by trailboss is hidden because you ignore this member.')).toBeTruthy();
    expect(screen.queryByText('Air down at the lot.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the post by trailboss' }));
    expect(screen.getByText('Air down at the lot.')).toBeTruthy();
  });

  it('shows posts of members not ignored, and folds at once when the viewer starts ignoring the author', () => {
    viewerIgnoring([40]);
    card();
    expect(screen.getByText('Air down at the lot.')).toBeTruthy();
    act(() => viewerIgnoring([40, 9]));
    expect(screen.queryByText('Air down at the lot.')).toBeNull();
    expect(screen.getByText('Post by trailboss is hidden because you ignore this member.')).toBeTruthy();
  });

  describe('the signature under the post', () => {
    const signed = { ...post, signature: '<p>Built, not bought — <a href="https://example.com/rig">my rig</a></p>' } as Post;
    const signedCard = () => renderInSite(<PostCard post={signed} canReply={false} onReply={jest.fn()} onChange={jest.fn()} onRemoved={jest.fn()} />);
    const viewerShowing = (show: boolean) =>
      bus.session$.next({
        status: { status: 'valid', permission: 'full', message: null, details: null },
        user: { user_id: 3, username: 'member', ignored_user_ids: [], settings: { content_show_signature: show } } as unknown as UserProfile,
      });

    it('draws it under the post, separately, with its link', () => {
      signedCard();
      const signature = screen.getByTestId('post-signature');
      expect(signature.textContent).toBe('Built, not bought — my rig');
      expect(screen.getByRole('link', { name: 'my rig' }).getAttribute('href')).toBe('https://example.com/rig');
      expect(screen.getByTestId('post-body').contains(signature)).toBe(false);
    });

    it('draws nothing for an empty signature', () => {
      renderInSite(<PostCard post={{ ...post, signature: '' } as Post} canReply={false} onReply={jest.fn()} onChange={jest.fn()} onRemoved={jest.fn()} />);
      expect(screen.queryByTestId('post-signature')).toBeNull();
    });

    it("hides it at once when the reader turns 'show signatures' off", () => {
      viewerShowing(true);
      signedCard();
      expect(screen.getByTestId('post-signature')).toBeTruthy();
      act(() => viewerShowing(false));
      expect(screen.queryByTestId('post-signature')).toBeNull();
    });
  });
});
