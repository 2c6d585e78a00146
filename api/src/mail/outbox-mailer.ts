import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer';

/** What one outbox file holds. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  reply_to?: string;
  /** ISO 8601. */
  sent_at: string;
}

let sequence = 0;

/** The local default: each message is a JSON file whose name sorts by the time it was sent. */
export class OutboxMailer implements Mailer {
  constructor(readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    const now = new Date();
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    sequence = (sequence + 1) % 1_000_000;
    const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
    const body: OutboxMessage = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { reply_to: message.replyTo } : {}),
      sent_at: now.toISOString(),
    };
    await fs.promises.mkdir(this.dir, { recursive: true });
    // Written under another name first, so a reader never sees half a message.
    const temporary = path.join(this.dir, `.${name}.tmp`);
    await fs.promises.writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
    await fs.promises.rename(temporary, path.join(this.dir, name));
  }
}

/** Every message in an outbox folder, oldest first. */
export function readOutbox(dir: string): OutboxMessage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMessage);
}

/** The newest message to an address (any case), or undefined. For tests, in this repo and in e2e. */
export function latestMessageTo(dir: string, address: string): OutboxMessage | undefined {
  const wanted = address.trim().toLowerCase();
  return readOutbox(dir)
    .filter((message) => message.to.toLowerCase() === wanted)
    .at(-1);
}

/** Waits (polling) for a message to an address sent after `since` (ISO time), e.g. from another process. */
export async function waitForMessageTo(
  dir: string,
  address: string,
  { since = '', timeoutMs = 5000 }: { since?: string; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = latestMessageTo(dir, address);
    if (message && message.sent_at >= since) return message;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
