import type { MapUserColumns } from '@trailhead/shared-kernel/types';
import { memberLists, membersFromColumns } from './map-members';

const none: MapUserColumns = { user_id: [], username: [], latitude: [], longitude: [], is_member: [] };

describe('the map members from columns', () => {
  it('adds the ids back up and pairs each column by index, with the link to the profile', () => {
    const columns: MapUserColumns = { user_id: [3, 4, 1], username: ['member', 'Dunes', 'rookie2'], latitude: [38.57, 38.7, 45], longitude: [-109.55, -109.4, -75], is_member: [1, 1, 0] };
    expect(membersFromColumns(columns)).toEqual([
      { user_id: 3, username: 'member', latitude: 38.57, longitude: -109.55, is_member: true, view_url: '/members/member.3/' },
      { user_id: 7, username: 'Dunes', latitude: 38.7, longitude: -109.4, is_member: true, view_url: '/members/dunes.7/' },
      { user_id: 8, username: 'rookie2', latitude: 45, longitude: -75, is_member: false, view_url: '/members/rookie2.8/' },
    ]);
  });

  it('reads every list, empty ones too', () => {
    const lists = memberLists({ allUsers: none, memberUsers: { ...none, user_id: [5], username: ['solo'], latitude: [1], longitude: [2], is_member: [1] }, registeredUsers: none });
    expect(lists.allUsers).toEqual([]);
    expect(lists.registeredUsers).toEqual([]);
    expect(lists.memberUsers.map((member) => member.user_id)).toEqual([5]);
  });
});
