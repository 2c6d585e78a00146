// For the members tests only (never shipped): a member's card and a stand-in API.
import type { MemberCard } from '@trailhead/shared-kernel/types';

export function memberCard(changes: Partial<MemberCard['user']> = {}): MemberCard {
  return {
    user: {
      user_id: 12,
      username: 'trailboss',
      avatar_urls: { h: null },
      banner_urls: { l: null },
      banner_position_y: 50,
      is_online: false,
      user_title: 'Rock crawler',
      badges: [{ banner_text: 'Premium', banner_css_class: 'premium', title: 'Premium member' }],
      view_url: '/members/trailboss.12/',
      is_admin: false,
      is_moderator: true,
      is_staff: true,
      city: 'Moab',
      state: 'UT',
      register_date: 1_700_000_000,
      last_activity: 1_760_000_000,
      message_count: 1234,
      reaction_score: 56,
      trophy_points: 78,
      UserMembership: { code: 'premium_membership' },
      can_follow: true,
      can_ignore: true,
      can_converse: true,
      is_followed: false,
      is_ignored: false,
      can_view_profile: true,
      ...changes,
    },
  };
}

export interface FakeCall {
  url: string;
  method: string;
}

type Reply = { status: number; body: unknown };

/** Answers the card and the follow / ignore toggles; a test may answer a call its own way. */
export function fakeMembersApi(card: MemberCard, override?: (call: FakeCall) => Reply | undefined) {
  const calls: FakeCall[] = [];
  let followed = card.user.is_followed;
  let ignored = card.user.is_ignored;
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET' };
    calls.push(call);
    const reply = ({ status, body }: Reply) => ({ ok: status < 400, status, json: async () => body }) as Response;
    const own = override?.(call);
    if (own) return reply(own);
    const id = card.user.user_id;
    if (url === `/api/users/${id}/card`) return reply({ status: 200, body: { user: { ...card.user, is_followed: followed, is_ignored: ignored } } });
    if (url === `/api/users/${id}/follow` && call.method === 'POST') return reply({ status: 200, body: { user_id: id, is_followed: (followed = !followed) } });
    if (url === `/api/users/${id}/ignore` && call.method === 'POST') return reply({ status: 200, body: { user_id: id, is_ignored: (ignored = !ignored) } });
    return reply({ status: 404, body: { errors: [{ code: 'not_found', message: 'Not found' }] } });
  }) as unknown as typeof fetch;
  return calls;
}
