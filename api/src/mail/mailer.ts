import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteSettings } from '../config';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Sends one e-mail. Two implementations: SMTP (SMTP_URL) and an outbox folder on disk. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/** SMTP when SMTP_URL is set (smtp://user:pass@host:587), else one JSON file per message in $DATA_DIR/outbox/. */
export function mailerFor(settings: Pick<SiteSettings, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (settings.smtpUrl) return new SmtpMailer(settings.smtpUrl, settings.mailFrom);
  return new OutboxMailer(path.join(settings.dataDir, 'outbox'));
}

/**
 * Hands messages to the mailer without ever failing the request: a mail server that is down is
 * logged. `deliver` waits for the send (the e-mail is what the request is for); `deliverLater`
 * does not, for answers whose timing must not tell anything (lost password: account or not).
 */
export class MailDispatcher {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  deliver(message: MailMessage): Promise<void> {
    const sending = this.mailer
      .send(message)
      .catch((error: unknown) => this.log.error({ err: error, subject: message.subject }, 'could not send e-mail'))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
    return sending;
  }

  deliverLater(message: MailMessage): void {
    void this.deliver(message);
  }

  /** Resolves once every message handed over so far has been sent (or has failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
