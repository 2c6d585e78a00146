import { screen, within } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { Alert } from '@trailhead/shared-kernel/types';
import { alertSentence, describeAlert } from './alert-sentence';
import { AlertSentence } from './components/alert-sentence-view';

const AMY = { username: 'AppalachianAmy', view_url: '/members/appalachianamy.12/', is_admin: false, is_moderator: false };
const THREAD = { view_url: '/threads/winch-line-care-t.4/page-2#post-88', title: 'Winch line care', message: null };
const PROFILE = { view_url: '/members/owner.9/#profile-posts', title: "owner's profile", message: null, ProfileUser: { username: 'owner', view_url: '/members/owner.9/' } };
const EVENT = { view_url: '/events/7', title: 'Moab Spring Run', message: null };
const CONVERSATION = { view_url: '/conversations/5#message-31', title: 'Moab in May', message: 'Shall we ride?' };
const AWARD = { view_url: '/awards', title: 'Rock Crawler', message: null };
const MEMBERSHIP = { view_url: '/subscriptions', title: 'Premium Membership', message: null };

const alert = (overrides: Partial<Alert>): Alert => ({
  alert_id: 1,
  action: 'reaction',
  content_type: 'post',
  event_date: 0,
  FromUser: AMY,
  ToUser: null,
  Content: THREAD,
  extra_data: {},
  read: false,
  viewed: false,
  ...overrides,
});

type Case = [variant: string, alert: Partial<Alert>, sentence: string, target: string | null];

// Every alert kind of spec §3 and its variants, with the sentence it reads as and where its target links.
const CASES: Case[] = [
  ['reaction on a post', { extra_data: { reaction_id: 1 } }, 'AppalachianAmy reacted with Like to your post in Winch line care.', THREAD.view_url],
  ['reaction on a profile post', { content_type: 'profile_post', Content: PROFILE, extra_data: { reaction_id: 2 } }, "AppalachianAmy reacted with Love to your post on owner's profile.", PROFILE.view_url],
  ['reaction on a profile comment', { content_type: 'profile_comment', Content: PROFILE, extra_data: { reaction_id: 3 } }, "AppalachianAmy reacted with Haha to your comment on owner's profile.", PROFILE.view_url],
  ['reaction on a conversation message', { content_type: 'conversation_message', Content: CONVERSATION, extra_data: { reaction_id: 4 } }, 'AppalachianAmy reacted with Wow to your message in Moab in May.', CONVERSATION.view_url],
  ['insert: reply in a watched thread', { action: 'insert' }, 'AppalachianAmy replied to the thread Winch line care.', THREAD.view_url],
  ['insert: post on a profile', { action: 'insert', content_type: 'profile_post', Content: PROFILE }, "AppalachianAmy posted on owner's profile.", PROFILE.view_url],
  ['forumwatch_insert: new thread in a watched forum', { action: 'forumwatch_insert', content_type: 'thread', Content: { ...THREAD, view_url: '/threads/winch-line-care-t.4/' } }, 'AppalachianAmy started the thread Winch line care in a forum you watch.', '/threads/winch-line-care-t.4/'],
  ['mention in a post', { action: 'mention' }, 'AppalachianAmy mentioned you in Winch line care.', THREAD.view_url],
  ['mention in a profile post', { action: 'mention', content_type: 'profile_post', Content: PROFILE }, "AppalachianAmy mentioned you in a post on owner's profile.", PROFILE.view_url],
  ['mention in a profile comment', { action: 'mention', content_type: 'profile_comment', Content: PROFILE }, "AppalachianAmy mentioned you in a comment on owner's profile.", PROFILE.view_url],
  ['your_profile: post on your profile', { action: 'your_profile', content_type: 'profile_post', Content: PROFILE }, 'AppalachianAmy wrote on your profile.', PROFILE.view_url],
  ['your_post: comment on your profile post', { action: 'your_post', content_type: 'profile_comment', Content: PROFILE }, "AppalachianAmy commented on your post on owner's profile.", PROFILE.view_url],
  ['other_commenter', { action: 'other_commenter', content_type: 'profile_comment', Content: PROFILE }, "AppalachianAmy commented on a post on owner's profile.", PROFILE.view_url],
  ['quote: reply quote', { action: 'quote' }, 'AppalachianAmy quoted your post in Winch line care.', THREAD.view_url],
  ['award', { action: 'award', content_type: 'award', Content: AWARD, extra_data: { title: 'Rock Crawler' } }, 'AppalachianAmy gave you the award Rock Crawler.', '/awards'],
  ['award without a giver', { action: 'award', content_type: 'award', FromUser: null, Content: AWARD, extra_data: { title: 'Rock Crawler' } }, 'You received the award Rock Crawler.', '/awards'],
  ['af_as_level_up', { action: 'af_as_level_up', content_type: 'award', FromUser: null, Content: AWARD, extra_data: { level: 4, title: 'Rock Crawler' } }, 'You reached level 4 with the award Rock Crawler.', '/awards'],
  ['af_as_level_up (no award named)', { action: 'af_as_level_up', content_type: 'award', FromUser: null, Content: AWARD, extra_data: { level: 3 } }, 'You reached level 3: see your awards.', '/awards'],
  ['award_refused', { action: 'award_refused', content_type: 'award', Content: AWARD, extra_data: { title: 'Rock Crawler', reason: 'Please add a photo.' } }, 'AppalachianAmy refused your request for the award Rock Crawler (reason: Please add a photo).', '/awards'],
  ['thread_move with a reason', { action: 'thread_move', content_type: 'thread', Content: THREAD, extra_data: { reason: 'A better fit' } }, 'AppalachianAmy moved your thread Winch line care (reason: A better fit).', THREAD.view_url],
  ['thread_move without a reason', { action: 'thread_move', content_type: 'thread', Content: THREAD }, 'AppalachianAmy moved your thread Winch line care.', THREAD.view_url],
  ['event_invite', { action: 'event_invite', content_type: 'event', Content: EVENT }, 'AppalachianAmy invited you to the event Moab Spring Run.', EVENT.view_url],
  ['event_cancel', { action: 'event_cancel', content_type: 'event', Content: EVENT, extra_data: { reason: 'Snow on the pass' } }, 'AppalachianAmy cancelled the event Moab Spring Run (reason: Snow on the pass).', EVENT.view_url],
  ['event_promoted', { action: 'event_promoted', content_type: 'event', FromUser: null, Content: EVENT }, 'A place opened up: you are now going to Moab Spring Run.', EVENT.view_url],
  ['event_reminder', { action: 'event_reminder', content_type: 'event', FromUser: null, Content: EVENT }, 'Reminder: Moab Spring Run starts within a day.', EVENT.view_url],
  ['club_approved', { action: 'club_approved', content_type: 'club', Content: { view_url: '/clubs/moab-crew', title: 'Moab Crew', message: null } }, 'AppalachianAmy approved your club Moab Crew: members can join it now.', '/clubs/moab-crew'],
  ['club_rejected', { action: 'club_rejected', content_type: 'club', Content: { view_url: '/clubs/moab-crew', title: 'Moab Crew', message: null }, extra_data: { reason: 'Add an address' } }, 'AppalachianAmy did not approve your club Moab Crew (reason: Add an address).', '/clubs/moab-crew'],
  ['from_admin', { action: 'from_admin', content_type: 'user', Content: null, extra_data: { title: 'Spring meet-up dates', link: '/events' } }, 'AppalachianAmy sent you a message from the admins: Spring meet-up dates.', '/events'],
  ['post_delete', { action: 'post_delete', content_type: 'thread', Content: { ...THREAD, view_url: '/threads/winch-line-care-t.4/' }, extra_data: { reason: 'Off topic', title: 'Winch line care' } }, 'AppalachianAmy deleted your post in Winch line care (reason: Off topic).', '/threads/winch-line-care-t.4/'],
  ['post_delete on a profile', { action: 'post_delete', content_type: 'profile_post', Content: PROFILE, extra_data: { reason: 'Advertising' } }, "AppalachianAmy deleted your post on owner's profile (reason: Advertising).", PROFILE.view_url],
  ['subscription_update', { action: 'subscription_update', content_type: 'membership', FromUser: null, Content: MEMBERSHIP }, 'Your membership is now Premium Membership: its benefits are yours.', '/subscriptions'],
  ['subscription_downgrade', { action: 'subscription_downgrade', content_type: 'membership', FromUser: null, Content: MEMBERSHIP }, 'Your Premium Membership ended: you are back on the Free Membership.', '/subscriptions'],
  ['following', { action: 'following', content_type: 'user', Content: { view_url: AMY.view_url, title: AMY.username, message: null } }, 'AppalachianAmy is now following you.', null],
  ['from_admin without a sender', { action: 'from_admin', content_type: 'user', FromUser: null, Content: null, extra_data: { title: 'Spring meet-up dates', link: '/events' } }, 'A message from the admins: Spring meet-up dates.', '/events'],
  ['club_rejected without a reviewer', { action: 'club_rejected', content_type: 'club', FromUser: null, Content: { view_url: '/clubs/moab-crew', title: 'Moab Crew', message: null } }, 'Your club Moab Crew was not approved.', '/clubs/moab-crew'],
  ['other', { action: 'other', content_type: 'user', Content: null, extra_data: { title: 'Your photo made the calendar', link: '/help/faq' } }, 'AppalachianAmy has news for you: Your photo made the calendar.', '/help/faq'],
];

describe('the sentence of every alert kind', () => {
  it.each(CASES)('%s', (_variant, overrides, sentence, target) => {
    const subject = alert(overrides);
    expect(describeAlert(subject)).toBe(sentence);
    renderInSite(<AlertSentence alert={subject} />);
    const shown = screen.getByTestId('alert-sentence');
    expect(shown.textContent).toBe(sentence);
    const links = within(shown).queryAllByRole('link');
    // The actor links to the profile (when there is one), the target to the content.
    if (subject.FromUser) expect(within(shown).getByRole('link', { name: subject.FromUser.username }).getAttribute('href')).toBe(subject.FromUser.view_url);
    if (target) expect(links.some((link) => link.getAttribute('href') === target)).toBe(true);
    // Never a link inside a link.
    for (const link of links) expect(link.querySelector('a')).toBeNull();
    expect(sentence).not.toMatch(/did something/);
  });

  it("reads 'unknown member' when the actor is gone, with no link for them", () => {
    const subject = alert({ action: 'quote', FromUser: null });
    expect(describeAlert(subject)).toBe('unknown member quoted your post in Winch line care.');
    renderInSite(<AlertSentence alert={subject} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([THREAD.view_url]);
  });

  it('names a left conversation without its title or link', () => {
    const subject = alert({ content_type: 'conversation_message', Content: null, extra_data: { reaction_id: 1 } });
    expect(describeAlert(subject)).toBe('AppalachianAmy reacted with Like to your message in a conversation.');
    renderInSite(<AlertSentence alert={subject} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('skips an alert whose Content is an array (spec §3)', () => {
    const subject = alert({ Content: [] as unknown as Alert['Content'] });
    expect(alertSentence(subject)).toBeNull();
    const { container } = renderInSite(<AlertSentence alert={subject} />);
    expect(container.querySelector('[data-testid="alert-sentence"]')).toBeNull();
  });

  it('still makes a linked sentence of a kind it does not know', () => {
    expect(describeAlert(alert({ action: 'something_new' }))).toBe('AppalachianAmy has news for you about Winch line care.');
  });
});
