// Demo awards: four categories of awards (some members may request, some only moderators give),
// holders among the demo members (the demo member holds two), given through grantAward so their
// trophy points and alerts are what a real grant writes, and one request of rookie's waiting in
// the moderators' queue.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { DAY } from '../../clock';
import { grantAward } from './awards.service';

interface AwardSeed {
  title: string;
  description: string;
  points: number;
  can_request: boolean;
  /** Demo members who hold it, with how many days ago they got it. */
  holders: [username: string, daysAgo: number][];
}

const CATEGORIES: { title: string; description: string; awards: AwardSeed[] }[] = [
  {
    title: 'Trail',
    description: 'Miles, mud and rocks: awards for time spent off the pavement.',
    awards: [
      { title: 'First Trail', description: 'Finished a first trail run and lived to post about it.', points: 10, can_request: true, holders: [['member', 300], ['RockCrawlerJim', 700], ['MudQueen', 420], ['TrailDoc', 250]] },
      { title: 'Rock Crawler', description: 'Cleared a rated obstacle without a winch or a strap.', points: 20, can_request: true, holders: [['RockCrawlerJim', 500], ['SlickrockSam', 180]] },
      { title: 'Overlander', description: 'Spent seven nights in a row camped from the vehicle.', points: 30, can_request: true, holders: [['OverlandOlivia', 90], ['NomadNate', 45]] },
      { title: 'Snow Wheeler', description: 'Ran a trail in winter conditions, safely and with a partner.', points: 15, can_request: true, holders: [['SnowWheeler', 60]] },
    ],
  },
  {
    title: 'Community',
    description: 'For the members who make the forum a good place to be.',
    awards: [
      { title: 'Helping Hand', description: 'Answered other members’ questions, again and again.', points: 10, can_request: false, holders: [['member', 40], ['TrailDoc', 120], ['WinchWendy', 30]] },
      { title: 'Welcome Wagon', description: 'Made new members feel at home in their first threads.', points: 10, can_request: true, holders: [['CampfireCarla', 75]] },
      { title: 'Trail Steward', description: 'Organised or joined a trail clean-up day.', points: 25, can_request: true, holders: [['TreadLightlyTom', 20], ['AppalachianAmy', 150]] },
      { title: 'Founding Member', description: 'Given by the moderators to members of the first year.', points: 50, can_request: false, holders: [['RockCrawlerJim', 1200]] },
    ],
  },
  {
    title: 'Builds',
    description: 'For the rigs members built, documented and shared.',
    awards: [
      { title: 'Build Thread', description: 'Documented a build from start to finish in the forum.', points: 15, can_request: true, holders: [['GearheadGabe', 200], ['Lockers4Days', 80]] },
      { title: 'Rig of the Month', description: 'Chosen by the moderators as the month’s best build.', points: 40, can_request: false, holders: [['LiftedLarry', 35]] },
      { title: 'Wrench Turner', description: 'Did a major repair on the trail or in the driveway.', points: 10, can_request: true, holders: [] },
    ],
  },
  {
    title: 'Events',
    description: 'For getting out there together.',
    awards: [
      { title: 'Meetup Regular', description: 'Went to five community events.', points: 10, can_request: true, holders: [['DesertRat_AZ', 100], ['BasecampBrad', 55]] },
      { title: 'Event Host', description: 'Hosted a community event that others joined.', points: 20, can_request: true, holders: [['SummitSara', 25]] },
      { title: 'Convoy Leader', description: 'Led a group run of ten vehicles or more, given by the moderators.', points: 35, can_request: false, holders: [] },
    ],
  },
];

/** rookie's request, waiting for a moderator. */
const PENDING_REQUEST = { username: 'rookie', award: 'First Trail', reason: 'I ran Hell’s Revenge with the club last weekend — my first real trail, photos in the trip report thread.' };

export async function seedAwards(db: Kysely<Database>, now: number): Promise<void> {
  const moderator = await db.selectFrom('users').select('user_id').where('username', '=', 'moderator').executeTakeFirst();
  const members = await db.selectFrom('users').select(['user_id', 'username', 'register_date']).execute();
  const users = new Map(members.map((row) => [row.username, row.user_id]));
  const joined = new Map(members.map((row) => [row.user_id, row.register_date]));
  const awardIds = new Map<string, number>();
  for (const [categoryOrder, category] of CATEGORIES.entries()) {
    const { award_category_id } = await db
      .insertInto('award_categories')
      .values({ title: category.title, description: category.description, display_order: categoryOrder + 1 })
      .returning('award_category_id')
      .executeTakeFirstOrThrow();
    for (const [order, award] of category.awards.entries()) {
      const { award_id } = await db
        .insertInto('awards')
        .values({ award_category_id, title: award.title, description: award.description, icon_url: null, points: award.points, can_request: award.can_request, display_order: order + 1 })
        .returning('award_id')
        .executeTakeFirstOrThrow();
      awardIds.set(award.title, award_id);
      for (const [username, daysAgo] of award.holders) {
        const userId = users.get(username);
        if (userId === undefined) continue;
        // Never before the member joined (a newer demo member gets it a day after joining, or today).
        const date = Math.min(now, Math.max(now - daysAgo * DAY, joined.get(userId)! + DAY));
        await grantAward(db, { awardId: award_id, userId, givenBy: moderator?.user_id ?? null, reason: award.description, now: date });
      }
    }
  }
  const rookie = users.get(PENDING_REQUEST.username);
  const awardId = awardIds.get(PENDING_REQUEST.award);
  if (rookie !== undefined && awardId !== undefined) {
    await db
      .insertInto('award_requests')
      .values({ award_id: awardId, user_id: rookie, award_reason: PENDING_REQUEST.reason, request_date: now - 2 * DAY, request_state: 'pending' })
      .execute();
  }
}
