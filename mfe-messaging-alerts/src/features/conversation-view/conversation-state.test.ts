import type { ConversationMessage, ConversationParticipant, LiveConversationEvent } from '@trailhead/shared-kernel/types';
import { isOffline, liveAction, mergeMessages, seenNewest, withReadDate, type LivePageState } from './conversation-state';

const message = (message_id: number, extra: Partial<ConversationMessage> = {}) => ({ message_id, message_html: `<p>${message_id}</p>`, ...extra }) as ConversationMessage;
const participant = (user_id: number, last_read_date: number | null) => ({ user_id, User: { user_id, username: `u${user_id}` }, last_read_date }) as ConversationParticipant;
const page = (extra: Partial<LivePageState> = {}): LivePageState => ({ conversationId: 5, viewerId: 1, onLastPage: true, shownIds: new Set([10, 11]), sendPending: false, ...extra });
const event = (extra: Partial<LiveConversationEvent>): LiveConversationEvent => ({ conversation_id: 5, kind: 'message', user_id: 2, ...extra });

describe('mergeMessages', () => {
  it('keeps each message once, the newer copy winning, oldest first', () => {
    const merged = mergeMessages([message(10), message(11)], [message(12), message(11, { message_html: '<p>edited</p>' }), message(12)]);
    expect(merged.map((m) => m.message_id)).toEqual([10, 11, 12]);
    expect(merged[1].message_html).toBe('<p>edited</p>');
  });
});

describe('liveAction', () => {
  it("appends someone else's new message on the last page, and only tells of it elsewhere", () => {
    expect(liveAction(event({ message_id: 12 }), page())).toEqual({ kind: 'append', messageId: 12 });
    expect(liveAction(event({ message_id: 12 }), page({ onLastPage: false }))).toEqual({ kind: 'notify' });
  });

  it('ignores other conversations and messages already shown (the send answered first)', () => {
    expect(liveAction(event({ conversation_id: 6, message_id: 12 }), page())).toEqual({ kind: 'ignore' });
    expect(liveAction(event({ message_id: 11 }), page())).toEqual({ kind: 'ignore' });
  });

  it("does not announce the viewer's own message on an older page, but settles a send made offline", () => {
    expect(liveAction(event({ message_id: 12, user_id: 1 }), page({ onLastPage: false }))).toEqual({ kind: 'ignore' });
    expect(liveAction(event({ message_id: 12, user_id: 1 }), page({ sendPending: true }))).toEqual({ kind: 'append', messageId: 12 });
  });

  it('refreshes an edited or reacted message shown here; moves seen-by on a read; refetches on participants', () => {
    expect(liveAction(event({ kind: 'edit', message_id: 10 }), page())).toEqual({ kind: 'refresh-message', messageId: 10 });
    expect(liveAction(event({ kind: 'reaction', message_id: 11 }), page())).toEqual({ kind: 'refresh-message', messageId: 11 });
    expect(liveAction(event({ kind: 'edit', message_id: 99 }), page())).toEqual({ kind: 'ignore' });
    expect(liveAction(event({ kind: 'read', user_id: 2, read_date: 500 }), page())).toEqual({ kind: 'read', userId: 2, readDate: 500 });
    expect(liveAction(event({ kind: 'participants' }), page())).toEqual({ kind: 'refetch' });
  });
});

describe('seen by', () => {
  it('lists the others who read up to the newest message, never the viewer', () => {
    const people = [participant(1, 900), participant(2, 800), participant(3, 700), participant(4, null)];
    expect(seenNewest(people, 800, 1).map((p) => p.user_id)).toEqual([2]);
    expect(seenNewest(people, null, 1)).toEqual([]);
  });

  it('moves a read date forward only', () => {
    const people = [participant(2, 800)];
    expect(withReadDate(people, 2, 900)[0].last_read_date).toBe(900);
    expect(withReadDate(people, 2, 700)[0].last_read_date).toBe(800);
  });
});

describe('isOffline', () => {
  it('is a network failure or a browser that knows it is offline, not a refusal', () => {
    expect(isOffline(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isOffline({ status: 0, code: 'no_response' }, true)).toBe(true);
    expect(isOffline({ status: 403, code: 'account_incomplete' }, false)).toBe(true);
    expect(isOffline({ status: 403, code: 'account_incomplete' }, true)).toBe(false);
  });
});
