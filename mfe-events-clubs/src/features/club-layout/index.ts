// What the club's tabs (about, followers, admin, events, discussions) take from the club layout.
export { ClubContext, useClubContext, type ClubContextValue } from './club-context';
// A write that answers with the club (an edit) puts it on screen at once.
export { clubQuery, putClub } from './api/get-club';
