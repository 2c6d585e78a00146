import { lazy } from 'react';
// Picking members by name (spec §5: look up after more than 1 character, arrows move, Enter
// selects), used by the forum's filters and search and by the event form and invitations.
export * from './member-picker';
export * from './find-members';
export * from './member-lookup';
// Usernames everywhere (role colour, hover popup) and what can be done to a member.
export * from './user-link';
export * from './member-actions';
export { memberCardQuery, useMemberCard, invalidateMemberQueries, noteMemberCard, MEMBER_CARD_STALE_MS } from './use-member-card';
export { USER_POPUP_OPEN_MS, USER_POPUP_CLOSE_MS } from './popup-timings';
export { useHoverPopup } from './use-hover-popup';
// The same card as a panel of its own (the member map's chosen marker), in its own chunk too.
export const MemberCard = lazy(() => import('./user-hover-card'));
