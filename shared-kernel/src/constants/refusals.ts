// What the API answers when it refuses, in the words a page also shows before the member tries:
// kept here, in the light constants entry, so the API and every page say the same thing and no page
// loads the form schemas to say it.

/** Why a member may not post in the forum (spec §6), as the API answers it (api forum/forum-permissions.ts). */
export const POSTING_MESSAGES = {
  login: 'You must log in or register to post here.',
  insufficient: 'You have insufficient privileges to reply here.',
  closed: 'Not open for further replies.',
} as const;

/** What the API answers about clubs (api clubs/club-permissions.ts), and what a page says before the member tries. */
export const CLUB_MESSAGES = {
  // Spec §8 thrown plain messages.
  noClubs: 'no clubs found',
  notFound: 'no club details found',
  noClubEvents: 'no club events found',
  noClubMembers: 'no club members found',
  // Ours, where the spec shows none.
  registerPaidOnly: 'Registering a club is a benefit of paid membership. Upgrade your membership to register a club.',
  registerInvalidAccount: 'Please complete and confirm your account before you register a club.',
  accountIncomplete: 'Your account is incomplete: please complete your account details and confirm your e-mail address before you join a club or take part in one.',
  alreadyJoined: 'You are already a member of this club.',
  banned: 'You have been banned from this club.',
  notJoined: 'You are not a member of this club.',
  ownerCannotLeave: 'The owner of a club cannot leave it.',
  notApproved: 'This club is waiting for review: members can join and take part once a moderator has approved it.',
  notAdmin: 'Only the owner of this club, an admin or a super moderator can do that.',
  notReviewer: 'Only moderators can review clubs.',
  alreadyReviewed: 'This club has already been reviewed.',
  notMember: 'Only members of this club can take part in it. Join the club first.',
  cannotBanOwner: 'The owner of a club cannot be banned or removed.',
  notBanned: 'This member is not banned.',
  vinOnProfile: 'This VIN is one of your own vehicles on your profile: a club is registered with another VIN.',
  vinTaken: 'This VIN is already registered to another club.',
} as const;
