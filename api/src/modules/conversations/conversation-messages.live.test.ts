// The conversation events on real streams (app.inject cannot stream): a message reaches the open
// GET /api/live streams of its participants, and nobody else's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveConversationEvent } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, json, loginAs, type TestApp } from '../../../test/helper';

/** Reads one event stream and keeps its `conversation` events. */
class ConversationStream {
  readonly events: LiveConversationEvent[] = [];
  private pending = '';
  private wake: (() => void) | null = null;

  constructor(readonly request: http.ClientRequest) {}

  static open(port: number, cookie: string): Promise<ConversationStream> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/live', headers: { accept: 'text/event-stream', cookie } }, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => stream.take(chunk));
        resolve(stream);
      });
      const stream = new ConversationStream(request);
      request.on('error', reject);
    });
  }

  private take(chunk: string): void {
    this.pending += chunk;
    const blocks = this.pending.split('\n\n');
    this.pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      if (!lines.includes('event: conversation')) continue;
      const data = lines.find((line) => line.startsWith('data: '));
      if (data) this.events.push(JSON.parse(data.slice(6)) as LiveConversationEvent);
    }
    this.wake?.();
  }

  /** Resolves once `count` conversation events have arrived: woken by each chunk the stream reads (fails after 3 s). */
  received(count: number): Promise<LiveConversationEvent[]> {
    return new Promise((resolve, reject) => {
      const deadline = setTimeout(() => {
        this.wake = null;
        reject(new Error(`expected ${count} conversation events, got ${JSON.stringify(this.events)}`));
      }, 3000);
      const check = () => {
        if (this.events.length < count) return;
        clearTimeout(deadline);
        this.wake = null;
        resolve(this.events);
      };
      this.wake = check;
      check();
    });
  }

  close(): void {
    this.request.destroy();
  }
}

describe('conversation events on the live stream', () => {
  let t: TestApp;
  let port: number;
  const u: Record<string, UserRow> = {};
  const cookie: Record<string, string> = {};
  const streams: ConversationStream[] = [];

  async function conversationOf(people: UserRow[]): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    const { conversation_id } = await t.db
      .insertInto('conversations')
      .values({ title: 'Live', starter_user_id: people[0].user_id, start_date: now, last_message_date: now, last_message_user_id: people[0].user_id, last_message_username: people[0].username })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('conversation_recipients').values(people.map((p) => ({ conversation_id, user_id: p.user_id, is_unread: false, is_starred: false }))).execute();
    return conversation_id;
  }
  const reply = async (conversationId: number, as: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/conversation-messages', payload: { conversation_id: conversationId, message_html: '<p>On my way</p>' }, headers: { cookie: cookie[as] } });
    expect(response.statusCode).toBe(200);
    return json(response).message.message_id as number;
  };
  const subscribed = async (count: number) => {
    const deadline = Date.now() + 3000;
    while (t.app.live.subscriberCount() < count) {
      if (Date.now() > deadline) throw new Error('streams did not subscribe');
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const name of ['amy', 'bo', 'outsider']) u[name] = await makeUser(db, { username: name });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    for (const name of Object.keys(u)) cookie[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it('a reply reaches the participants’ streams and not an outsider’s', async () => {
    const shared = await conversationOf([u.amy, u.bo]);
    const outsidersOwn = await conversationOf([u.outsider, u.amy]);
    const bo = await ConversationStream.open(port, cookie.bo);
    const outsider = await ConversationStream.open(port, cookie.outsider);
    streams.push(bo, outsider);
    await subscribed(2);

    const messageId = await reply(shared, 'amy');
    expect(await bo.received(1)).toEqual([{ conversation_id: shared, kind: 'message', message_id: messageId, user_id: u.amy.user_id }]);
    // The outsider's first conversation event is about their own conversation, sent after: nothing of the other reached them.
    const ownMessage = await reply(outsidersOwn, 'amy');
    expect(await outsider.received(1)).toEqual([{ conversation_id: outsidersOwn, kind: 'message', message_id: ownMessage, user_id: u.amy.user_id }]);
  });
});
