import type { UserSummary } from '@trailhead/shared-kernel/types';
import { boardForPath, routeOfBoard } from './leaderboard-routes';
import { leaderboardValue, staffRole } from './leaderboard-value';

const user = (roles: Partial<UserSummary> = {}) => ({ is_admin: false, is_moderator: false, is_staff: false, ...roles }) as UserSummary;

describe('boardForPath', () => {
  it.each([
    ['/members/most-messages', 'most-messages'],
    ['/members/heighest-reaction-score', 'highest-score'],
    ['/members/most-points', 'most-points'],
    ['/members/todays-birthdays', 'birthday'],
    ['/members/staff-memebers/', 'staff'],
  ])('reads %s as the %s board (the spec’s spelling, with or without a trailing slash)', (path, board) => {
    expect(boardForPath(path)).toBe(board);
  });

  it('knows no board for a profile or a corrected spelling', () => {
    expect(boardForPath('/members/trailboss.7')).toBeNull();
    expect(boardForPath('/members/highest-reaction-score')).toBeNull();
    expect(boardForPath('/members/staff-members')).toBeNull();
  });

  it('gives each board its path back', () => {
    expect(routeOfBoard('highest-score').path).toBe('/members/heighest-reaction-score');
    expect(routeOfBoard('birthday').empty).toBe('No birthdays today.');
  });
});

describe('leaderboardValue', () => {
  it('writes counts with their unit, singular or plural', () => {
    expect(leaderboardValue('most-messages', { value: 12_345, User: user() })).toBe('12,345 messages');
    expect(leaderboardValue('most-messages', { value: 1, User: user() })).toBe('1 message');
    expect(leaderboardValue('highest-score', { value: 2_048, User: user() })).toBe('Reaction score 2,048');
    expect(leaderboardValue('most-points', { value: 1, User: user() })).toBe('1 trophy point');
    expect(leaderboardValue('most-points', { value: 75, User: user() })).toBe('75 trophy points');
  });

  it('gives the age a member turns today, or just "Birthday today" when their year is hidden', () => {
    expect(leaderboardValue('birthday', { value: 41, User: user() })).toBe('Turns 41 today');
    expect(leaderboardValue('birthday', { value: null, User: user() })).toBe('Birthday today');
  });

  it('names a staff member’s role, an admin first', () => {
    expect(leaderboardValue('staff', { value: null, User: user({ is_admin: true, is_moderator: true }) })).toBe('Administrator');
    expect(staffRole(user({ is_moderator: true }))).toBe('Moderator');
    expect(staffRole(user({ is_staff: true }))).toBe('Staff');
  });
});
