import type { Alert } from '@trailhead/shared-kernel/types';
import { describeAlert } from './get-alerts';

const alert = (overrides: Partial<Alert>): Alert => ({
  alert_id: 1,
  action: 'reaction',
  content_type: 'post',
  event_date: 0,
  FromUser: { username: 'moderator', view_url: '/members/moderator.2/' },
  ToUser: null,
  Content: { view_url: '/threads/x-t.1/', title: 'Winch line care', message: null },
  extra_data: {},
  read: false,
  viewed: false,
  ...overrides,
});

describe('describeAlert', () => {
  it('names the actor and the target in one sentence', () => {
    expect(describeAlert(alert({}))).toBe('moderator reacted to your post in Winch line care.');
  });

  it("reads 'unknown member' when the actor is gone", () => {
    expect(describeAlert(alert({ FromUser: null, action: 'quote' }))).toBe('unknown member quoted your post in Winch line care.');
  });

  it('tells a member their membership changed (subscription_update, subscription_downgrade)', () => {
    const membership = { FromUser: null, content_type: 'membership', Content: { view_url: '/subscriptions', title: 'Trial Membership', message: null } };
    expect(describeAlert(alert({ ...membership, action: 'subscription_update' }))).toBe('Your membership is now Trial Membership: its benefits are yours.');
    expect(describeAlert(alert({ ...membership, action: 'subscription_downgrade' }))).toBe('Your Trial Membership ended: you are back on the Free Membership.');
  });

  it('adds the reason of a deletion', () => {
    expect(describeAlert(alert({ action: 'post_delete', extra_data: { reason: 'Off topic' } }))).toBe('Your post in Winch line care was deleted: Off topic');
  });

  it.each([
    ['event_promoted', {}, 'A place opened up: you are now going to Moab Spring Run.'],
    ['event_reminder', {}, 'Reminder: Moab Spring Run starts within a day.'],
    ['event_cancel', { reason: 'Snow on the pass' }, 'The event Moab Spring Run was cancelled: Snow on the pass'],
    ['club_approved', {}, 'Your club Moab Trail Crew was approved: members can join it now.'],
    ['club_rejected', { reason: 'Please add a real address' }, 'Your club Moab Trail Crew was not approved: Please add a real address'],
  ])('says what a %s alert means, with its reason', (action, extra, sentence) => {
    const title = action.startsWith('club') ? 'Moab Trail Crew' : 'Moab Spring Run';
    expect(describeAlert(alert({ action, extra_data: extra, Content: { view_url: '/x', title, message: null } }))).toBe(sentence);
  });

  it.each([
    ['award', { title: 'Rock Crawler' }, 'You received the award Rock Crawler.'],
    ['award_refused', { title: 'Rock Crawler', reason: 'Please add a photo of the obstacle' }, 'Your request for the award Rock Crawler was refused: Please add a photo of the obstacle'],
    ['af_as_level_up', { level: 4, title: 'Rock Crawler' }, 'You reached level 4.'],
  ])('says what the award alert %s means', (action, extra, sentence) => {
    expect(describeAlert(alert({ action, content_type: 'award', extra_data: extra, Content: { view_url: '/awards', title: 'Rock Crawler', message: null } }))).toBe(sentence);
  });

  it.each([
    ['your_profile', 'profile_post', {}, 'member wrote on your profile.'],
    ['other_commenter', 'profile_comment', {}, "member commented on a post on owner's profile."],
    ['mention', 'profile_post', {}, "member mentioned you in a post on owner's profile."],
    ['mention', 'profile_comment', {}, "member mentioned you in a comment on owner's profile."],
    ['reaction', 'profile_post', { reaction_id: 1 }, "member reacted to your post on owner's profile."],
    ['reaction', 'profile_comment', { reaction_id: 2 }, "member reacted to your comment on owner's profile."],
    ['post_delete', 'profile_post', { reason: 'No advertising' }, "Your post on owner's profile was deleted: No advertising"],
    ['post_delete', 'profile_comment', {}, "Your comment on owner's profile was deleted."],
  ])('says what a %s alert about a %s means', (action, contentType, extra, sentence) => {
    const profile = { view_url: '/members/owner.9/#profile-posts', title: "owner's profile", message: null };
    expect(
      describeAlert(alert({ action, content_type: contentType as Alert['content_type'], FromUser: { username: 'member', view_url: '/members/member.3/' }, extra_data: extra, Content: profile })),
    ).toBe(sentence);
  });
});
