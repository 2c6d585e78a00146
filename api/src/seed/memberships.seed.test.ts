import type { MembershipResponse } from '@trailhead/shared-kernel/types';
import { DAY, nowSeconds } from '../clock';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { hashPassword } from '../modules/auth/password';
import { DEMO_PASSWORD } from './members.data';
import { seedMembers } from './members.seed';
import { DIGITAL_MEMBER, FORMER_MEMBER, FORMER_TRIAL, seedMemberships, TRIAL_ENDING_SOON } from './memberships.seed';

describe('the demo memberships', () => {
  let t: TestApp;
  const now = nowSeconds();
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedMembers(db, await hashPassword(DEMO_PASSWORD), now);
        await seedMemberships(db, now);
      },
    });
  });
  afterAll(() => t.close());

  const membershipOf = async (username: string) => json<MembershipResponse>(await get(t.app, '/api/me/membership', await loginAs(t.app, username, DEMO_PASSWORD)));

  it('has every state: premium, digital, a trial ending soon, free and offered the trial, and past memberships', async () => {
    const member = await membershipOf('member');
    expect(member.current).toMatchObject({ code: 'premium_membership', paid: true });
    expect(member.current.since).toBe((member.current.until as number) - 365 * DAY);
    expect((await membershipOf(DIGITAL_MEMBER)).current.code).toBe('digital_membership');
    const trial = await membershipOf(TRIAL_ENDING_SOON);
    expect(trial.current).toMatchObject({ code: 'trial_membership', until: now + 3 * DAY, since: now - 27 * DAY });
    expect((await membershipOf('rookie')).current).toMatchObject({ code: 'free_membership', trial_eligible: true });
    const former = await membershipOf(FORMER_MEMBER);
    expect(former.current).toMatchObject({ code: 'free_membership', trial_eligible: false });
    expect(former.past.map((period) => period.code)).toEqual(['premium_membership', 'trial_membership']);
    expect((await membershipOf(FORMER_TRIAL)).past.map((period) => period.code)).toEqual(['trial_membership']);
  });

  it('gives every paid member one open period that matches their membership', async () => {
    const paid = await t.db.selectFrom('users').select(['user_id', 'membership_code', 'membership_started_at', 'membership_expires_at']).where('membership_code', 'in', ['premium_membership', 'digital_membership', 'trial_membership']).execute();
    const open = await t.db.selectFrom('membership_periods').selectAll().where('ended_at', 'is', null).execute();
    expect(open).toHaveLength(paid.length);
    for (const user of paid) {
      expect(open.find((period) => period.user_id === user.user_id)).toMatchObject({ membership_code: user.membership_code, started_at: user.membership_started_at, expires_at: user.membership_expires_at });
    }
  });
});
