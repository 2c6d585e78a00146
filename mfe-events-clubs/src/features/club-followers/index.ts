// What the club's Admin tab shares with the followers list: the members read and one member's row.
export { clubMembersPath, clubMembersQuery, useClubMembers } from './api/get-club-members';
export { ClubMemberRow } from './components/club-member-row';
