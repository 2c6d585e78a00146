// The whole map's members arrive as columns (GET /users/map?format=columns, kept so in the local
// store, a tenth of the text of full rows): here they become the rows the map draws, each with the
// link its card opens.
import type { MapMarkerUser, MapUserColumns, MapUsersColumnsResponse } from '@trailhead/shared-kernel/types';
import { paths } from '@trailhead/shared-kernel/urls';

/** A marker's member, with the profile link their card shows. */
export interface MapMember extends MapMarkerUser {
  view_url: string;
}

export type MapMemberLists = Record<keyof MapUsersColumnsResponse, readonly MapMember[]>;

/** The rows of one list: ids come as differences from the one before. */
export function membersFromColumns(columns: MapUserColumns): MapMember[] {
  const members: MapMember[] = new Array(columns.user_id.length);
  let userId = 0;
  for (let i = 0; i < columns.user_id.length; i += 1) {
    userId += columns.user_id[i]!;
    const username = columns.username[i]!;
    members[i] = {
      user_id: userId,
      username,
      latitude: columns.latitude[i]!,
      longitude: columns.longitude[i]!,
      is_member: columns.is_member[i] === 1,
      view_url: paths.member.getHref(username, userId),
    };
  }
  return members;
}

export function memberLists(answer: MapUsersColumnsResponse): MapMemberLists {
  return { allUsers: membersFromColumns(answer.allUsers), memberUsers: membersFromColumns(answer.memberUsers), registeredUsers: membersFromColumns(answer.registeredUsers) };
}
