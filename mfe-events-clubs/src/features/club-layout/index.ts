// What the club's tabs (about, followers, admin, events, discussions) take from the club layout.
export { ClubContext, useClubContext, type ClubContextValue } from './club-context';
