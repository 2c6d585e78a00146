// What the rest of the members area uses of the leaderboards: the tabs, a ranked row and the overview's query.
export { MembersMenu } from './components/members-menu';
export { RankedMember } from './components/ranked-member';
export { useLeaderboardOverview } from './api/get-leaderboard';
export { LEADERBOARD_ROUTES, routeOfBoard } from './leaderboard-routes';
