import type { FastifyInstance } from 'fastify';
import type { LatestUsersResponse, MapUsersResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { requireActiveUser } from '../auth/auth.plugin';
import { isPaidMembership, isStaffMember, toMapUser, toUserSummary } from './user-mapper';
import { latestUsers, usersSharingMapPosition } from './users.repository';

const LATEST_USERS_LIMIT = 20;

export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  app.get('/users/latest', async (): Promise<LatestUsersResponse> => {
    const now = nowSeconds();
    const rows = await latestUsers(app.db, LATEST_USERS_LIMIT);
    return { users: rows.map((row) => toUserSummary(row, now)) };
  });

  app.get('/users/map', async (request): Promise<MapUsersResponse> => {
    const viewer = requireActiveUser(request);
    if (!isPaidMembership(viewer.membership_code) && !isStaffMember(viewer)) {
      throw new ApiError(403, 'members_only', 'The member map is a benefit of paid membership.');
    }
    const now = nowSeconds();
    const allUsers = (await usersSharingMapPosition(app.db)).map((row) =>
      toMapUser({ ...row, latitude: row.latitude as number, longitude: row.longitude as number }, now),
    );
    return {
      memberUsers: allUsers.filter((user) => user.is_member),
      registeredUsers: allUsers.filter((user) => !user.is_member),
      allUsers,
    };
  });
}
