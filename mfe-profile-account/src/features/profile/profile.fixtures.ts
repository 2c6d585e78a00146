// Test data of the profile page: a member's profile and profile posts as the API answers them.
import type { MemberProfile, MemberProfileResponse, ProfilePostComment, ProfilePostWithComments, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';

export const summary = (user_id: number, username: string, extra: Partial<UserSummary> = {}): UserSummary => ({
  user_id,
  username,
  avatar_urls: { h: null },
  is_online: false,
  user_title: 'Trail rookie',
  view_url: `/members/${username}.${user_id}/`,
  is_admin: false,
  is_moderator: false,
  is_staff: false,
  city: 'Moab',
  state: 'UT',
  register_date: 1_700_000_000,
  message_count: 12,
  reaction_score: 3,
  UserMembership: null,
  ...extra,
});

export const memberProfile = (extra: Partial<MemberProfile> = {}): MemberProfile => ({
  ...summary(7, 'trailboss', { UserMembership: { code: 'premium_membership' } }),
  badges: [{ banner_text: 'Founder', banner_css_class: '', title: 'Founder' }],
  last_activity: 1_700_100_000,
  trophy_points: 40,
  custom_fields: { personal: {} },
  show_first_last_name: true,
  can_follow: true,
  can_converse: true,
  can_ignore: true,
  is_followed: false,
  is_ignored: false,
  is_super_admin: false,
  is_content_moderator: false,
  timezone: 'America/Denver',
  can_create_events: false,
  can_post_new_thread: true,
  sg_can_add_group: false,
  banner_urls: { l: null },
  banner_position_y: 40,
  first_name: 'Tess',
  last_name: 'Boss',
  about: 'I fix winches.',
  website: 'trailboss.example',
  birthday: { month: 3, day: 14, year: null },
  vehicles: [{ user_vehicle_id: 1, vehicle_type_id: 1, vehicle_type_title: 'Trekker', model_year: 2021, model: 'Trekker', trim: 'Rubicon', is_default: true }],
  follower_count: 5,
  following_count: 2,
  award_count: 1,
  level: 2,
  can_view_profile: true,
  can_post_on_profile: false,
  can_report: true,
  ...extra,
});

const rights = { can_edit: false, can_delete: false, can_react: true, can_report: true, can_moderate: false };

export const comment = (id: number, author: UserSummary, extra: Partial<ProfilePostComment> = {}): ProfilePostComment => ({
  ...rights,
  profile_post_comment_id: id,
  profile_post_id: 1,
  user_id: author.user_id,
  username: author.username,
  User: author,
  comment_date: 1_700_050_000,
  message_html: `<p>Comment ${id}</p>`,
  message_state: 'visible',
  reaction_score: 0,
  reactions: [],
  visitor_reaction_id: null,
  attachments: [],
  last_edit_date: null,
  delete_reason: null,
  ...extra,
});

export const profilePost = (id: number, author: UserSummary, extra: Partial<ProfilePostWithComments> = {}): ProfilePostWithComments => ({
  ...rights,
  profile_post_id: id,
  profile_user_id: 7,
  ProfileUser: summary(7, 'trailboss'),
  user_id: author.user_id,
  username: author.username,
  User: author,
  post_date: 1_700_040_000,
  message_html: `<p>Hello from ${author.username}</p>`,
  message_state: 'visible',
  vehicle_type_id: null,
  view_url: '/members/trailboss.7/#profile-posts',
  reaction_score: 0,
  reactions: [],
  visitor_reaction_id: null,
  attachments: [],
  last_edit_date: null,
  delete_reason: null,
  comment_count: 0,
  comments: [],
  can_comment: false,
  ...extra,
});

export const profileResponse = (user: MemberProfile, extra: Partial<MemberProfileResponse> = {}): MemberProfileResponse => ({ user, ...extra });

export const viewer = (user_id: number, ignored: number[] = []): UserProfile => {
  const { last_activity: _last, ...profile } = memberProfile();
  return { ...profile, ...summary(user_id, `viewer${user_id}`), last_activity: 1_700_100_000, ignored_user_ids: ignored };
};
