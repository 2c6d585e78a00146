import { apiRequest } from '@trailhead/shared-kernel/api';
import { invalidateApiQueries, useMutation, useQueryClient, type QueryClient } from '@trailhead/shared-kernel/query';
import type { ClubDetail, ClubMember, ClubMembersResponse } from '@trailhead/shared-kernel/types';
import { clubMembersQuery } from '../../club-followers';

/** The club's runners' view of its members: both states (spec §7 member_states[]). */
export const ADMIN_MEMBER_STATES = ['valid', 'banned'] as const;

interface MemberAnswer {
  member: ClubMember;
}

/** POST /clubs/members/{userId}/ban {club_id, reason}. */
export const banMember = (clubId: number, userId: number, reason: string) =>
  apiRequest<MemberAnswer>(`/clubs/members/${userId}/ban`, { method: 'POST', body: { club_id: clubId, reason } });

/** POST /clubs/members/{userId}/lift-ban {club_id}. */
export const liftBan = (clubId: number, userId: number) => apiRequest<MemberAnswer>(`/clubs/members/${userId}/lift-ban`, { method: 'POST', body: { club_id: clubId } });

/** DELETE /clubs/{id}/members {user_id}: answers with the first page of members after the removal. */
export const removeMember = (clubId: number, userId: number) =>
  apiRequest<ClubMembersResponse>(`/clubs/${clubId}/members`, { method: 'DELETE', query: { user_id: userId } });

/** Every members list of the club (the admin list, the followers tab, any page) is read again. */
const refreshMembers = (client: QueryClient, slug: string) => invalidateApiQueries(client, `/api/clubs/${encodeURIComponent(slug)}/members`);

/** Puts the member's new state into the admin page on screen at once. */
function putMember(client: QueryClient, slug: string, page: number, member: ClubMember) {
  client.setQueryData<ClubMembersResponse>(clubMembersQuery(slug, [...ADMIN_MEMBER_STATES], page).queryKey, (before) =>
    before ? { ...before, members: before.members.map((row) => (row.User.user_id === member.User.user_id ? member : row)) } : before,
  );
}

function dropMember(client: QueryClient, slug: string, page: number, userId: number) {
  client.setQueryData<ClubMembersResponse>(clubMembersQuery(slug, [...ADMIN_MEMBER_STATES], page).queryKey, (before) =>
    before ? { ...before, members: before.members.filter((row) => row.User.user_id !== userId) } : before,
  );
}

type MemberAction = { kind: 'ban'; userId: number; reason: string } | { kind: 'lift-ban'; userId: number } | { kind: 'remove'; userId: number };

/**
 * Ban, lift a ban, remove: the list on screen changes with the API's answer, then every members
 * list and the club (its member count counts valid members only) are read again.
 */
export function useMemberAction(club: ClubDetail, slug: string, page: number, refreshClub: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: MemberAction) => {
      if (action.kind === 'ban') return { member: (await banMember(club.id, action.userId, action.reason)).member };
      if (action.kind === 'lift-ban') return { member: (await liftBan(club.id, action.userId)).member };
      return { firstPage: await removeMember(club.id, action.userId) };
    },
    onSuccess: (answer, action) => {
      if ('member' in answer && answer.member) putMember(client, slug, page, answer.member);
      else if ('firstPage' in answer) {
        client.setQueryData(clubMembersQuery(slug, [...ADMIN_MEMBER_STATES], 1).queryKey, answer.firstPage);
        dropMember(client, slug, page, action.userId);
      }
      void refreshMembers(client, slug);
      void refreshClub();
    },
  });
}
