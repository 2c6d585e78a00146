import type { FastifyInstance } from 'fastify';
import type { CountsResponse, CustomFieldsResponse, MembershipCode, MembershipResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { canonicalTimeZone } from '../../time-zones';
import { requireActiveUser, requireUser } from '../auth/auth.plugin';
import { isPaidMembership, toUserProfile } from '../users/user-mapper';
import { findUserById } from '../users/users.repository';
import { countUnread, listCustomFields } from './me.repository';

/** Spec §1 and §9: paid members get 10 percent member pricing on gear. */
export const MEMBER_DISCOUNT_PERCENT = 10;

const MEMBERSHIP_TITLES: Record<MembershipCode, string> = {
  premium_membership: 'Premium Membership',
  digital_membership: 'Digital Membership',
  trial_membership: 'Trial Membership',
  free_membership: 'Free Membership',
};

interface ProfileBasics {
  timezone?: string;
  location?: string;
  city?: string;
  state?: string;
}

const profileBody = {
  type: 'object',
  properties: {
    timezone: { type: 'string', maxLength: 64 },
    location: { type: 'string', maxLength: 200 },
    city: { type: 'string', maxLength: 100 },
    state: { type: 'string', maxLength: 100 },
  },
} as const;

/** Spec §7: 'none' stands for an empty value. */
function cleared(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'none' ? null : trimmed;
}

export default async function meRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me/membership', async (request): Promise<MembershipResponse> => {
    const user = requireUser(request);
    if (!isPaidMembership(user.membership_code)) return { membership: null };
    const code = user.membership_code as MembershipCode;
    return {
      membership: {
        code,
        title: MEMBERSHIP_TITLES[code],
        expires_at: user.membership_expires_at,
        discount_percent: MEMBER_DISCOUNT_PERCENT,
        partner_discount_code: app.settings.partnerDiscountCode,
      },
    };
  });

  app.get('/me/counts', async (request): Promise<CountsResponse> => {
    const user = requireActiveUser(request);
    return countUnread(app.db, user.user_id);
  });

  // The JSON basics of the profile; unknown fields are ignored.
  app.post<{ Body: ProfileBasics }>('/me', { schema: { body: profileBody } }, async (request): Promise<UserProfile> => {
    const user = requireActiveUser(request);
    const body = request.body;
    const changes: { timezone?: string; city?: string | null; state?: string | null } = {};
    if (body.timezone !== undefined) {
      const timezone = canonicalTimeZone(body.timezone.trim());
      if (!timezone) throw new ApiError(400, 'invalid_timezone', `'${body.timezone.slice(0, 64)}' is not a valid time zone.`);
      changes.timezone = timezone;
    }
    if (body.city !== undefined || body.state !== undefined) {
      if (body.city !== undefined) changes.city = cleared(body.city);
      if (body.state !== undefined) changes.state = cleared(body.state);
    } else if (body.location !== undefined) {
      // A location label "City, ST" when the parts are not sent separately.
      const label = cleared(body.location);
      if (label === null) {
        changes.city = null;
        changes.state = null;
      } else {
        const comma = label.lastIndexOf(',');
        const city = comma > 0 ? label.slice(0, comma).trim() : '';
        const state = comma > 0 ? label.slice(comma + 1).trim() : '';
        if (!city || !state) throw new ApiError(400, 'invalid_location', MESSAGES.location);
        changes.city = city;
        changes.state = state;
      }
    }
    if (Object.keys(changes).length > 0) {
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(changes).where('user_id', '=', user.user_id).execute();
      });
    }
    const updated = (await findUserById(app.db, user.user_id)) ?? user;
    return toUserProfile(updated, nowSeconds(), updated);
  });

  app.get('/custom-fields/user', async (): Promise<CustomFieldsResponse> => ({ fields: await listCustomFields(app.db) }));
}
