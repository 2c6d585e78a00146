import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../config';
import { MailDispatcher, mailerFor } from './mailer';
import { latestMessageTo, OutboxMailer, readOutbox, waitForMessageTo } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

const message = (to: string, subject: string) => ({ to, subject, text: `${subject} (text)`, html: `<p>${subject}</p>` });

describe('the outbox mailer (no SMTP_URL)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-outbox-test-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes one JSON file per message, named so that names sort by time', async () => {
    const mailer = new OutboxMailer(path.join(dir, 'outbox'));
    for (let i = 0; i < 12; i++) await mailer.send(message(i % 2 ? 'a@example.test' : 'b@example.test', `Message ${i}`));
    const names = fs.readdirSync(path.join(dir, 'outbox'));
    expect(names).toHaveLength(12);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{6}-[0-9a-f]{6}\.json$/);
    const messages = readOutbox(path.join(dir, 'outbox'));
    expect(messages.map((m) => m.subject)).toEqual(Array.from({ length: 12 }, (_, i) => `Message ${i}`));
    expect(messages[0]).toEqual({ to: 'b@example.test', subject: 'Message 0', text: 'Message 0 (text)', html: '<p>Message 0</p>', sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('finds the latest message to an address, in any case', async () => {
    const mailer = new OutboxMailer(dir);
    await mailer.send(message('Rider@Example.test', 'first'));
    await mailer.send(message('other@example.test', 'other'));
    await mailer.send(message('rider@example.test', 'second'));
    expect(latestMessageTo(dir, 'RIDER@example.test')?.subject).toBe('second');
    expect(latestMessageTo(dir, 'nobody@example.test')).toBeUndefined();
    expect(latestMessageTo(path.join(dir, 'missing'), 'rider@example.test')).toBeUndefined();
  });

  it('waits for a message that another process is about to write', async () => {
    const since = new Date().toISOString();
    setTimeout(() => void new OutboxMailer(dir).send(message('late@example.test', 'arrived')), 100);
    await expect(waitForMessageTo(dir, 'late@example.test', { since })).resolves.toMatchObject({ subject: 'arrived' });
    await expect(waitForMessageTo(dir, 'never@example.test', { timeoutMs: 100 })).rejects.toThrow('no e-mail to never@example.test');
  });

  it('is the default, in $DATA_DIR/outbox', async () => {
    const mailer = mailerFor(await readConfig({ DATA_DIR: dir }));
    expect(mailer).toBeInstanceOf(OutboxMailer);
    expect((mailer as OutboxMailer).dir).toBe(path.join(dir, 'outbox'));
  });
});

describe('the mail dispatcher', () => {
  it('sends after the caller moved on, logs a failure instead of throwing, and can be waited for', async () => {
    const sent: string[] = [];
    const errors: unknown[] = [];
    const log = { error: (entry: unknown) => errors.push(entry) } as never;
    const dispatcher = new MailDispatcher(
      {
        send: async (m) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (m.subject === 'boom') throw new Error('SMTP down');
          sent.push(m.subject);
        },
      },
      log,
    );
    dispatcher.deliverLater(message('a@example.test', 'one'));
    dispatcher.deliverLater(message('a@example.test', 'boom'));
    dispatcher.deliverLater(message('a@example.test', 'two'));
    expect(sent).toEqual([]);
    await dispatcher.settled();
    expect(sent.sort()).toEqual(['one', 'two']);
    expect(errors).toHaveLength(1);
  });
});

/** Just enough SMTP to take one message: no TLS, no auth. */
function fakeSmtpServer(): Promise<{ port: number; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('the SMTP mailer (SMTP_URL)', () => {
  it('is chosen when SMTP_URL is set', async () => {
    expect(mailerFor(await readConfig({ SMTP_URL: 'smtp://mail.example.test:587' }))).toBeInstanceOf(SmtpMailer);
  });

  it('delivers the message to the SMTP server', async () => {
    const smtp = await fakeSmtpServer();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Trailhead <no-reply@trailhead.example>');
    try {
      await mailer.send({ ...message('rider@example.test', 'Confirm your Trailhead account'), replyTo: 'support@trailhead.example' });
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0];
      expect(raw).toMatch(/^To: rider@example\.test/m);
      expect(raw).toMatch(/^From: Trailhead <no-reply@trailhead\.example>/m);
      expect(raw).toMatch(/^Reply-To: support@trailhead\.example/m);
      expect(raw).toMatch(/^Subject: Confirm your Trailhead account/m);
      expect(raw).toContain('Confirm your Trailhead account (text)');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
