// The e-mails a member's settings ask for (spec §3 Settings payload): a reply in a thread they
// watch with e-mail, a new conversation message, the weekly activity summary.
import { escapeHtml, mailLayout } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';

interface Addressee {
  email: string;
  username: string;
}

/** Where a member turns the e-mail off (the preferences page). */
function preferencesLine(siteUrl: string): { text: string; html: string } {
  const link = `${siteUrl}/preferences`;
  return {
    text: `You receive this e-mail because of your preferences: ${link}`,
    html: `<p style="color: #777; font-size: 12px">You receive this e-mail because of your <a href="${escapeHtml(link)}">preferences</a>.</p>`,
  };
}

export function watchedReplyMail(
  to: Addressee,
  reply: { threadTitle: string; replierName: string; excerpt: string; link: string },
  siteUrl: string,
): MailMessage {
  const footer = preferencesLine(siteUrl);
  const subject = `New reply to "${reply.threadTitle}"`;
  return {
    to: to.email,
    subject,
    text: [
      `Hi ${to.username},`,
      '',
      `${reply.replierName} replied to the thread "${reply.threadTitle}" that you watch:`,
      '',
      reply.excerpt,
      '',
      `Read it here: ${reply.link}`,
      '',
      'There may be more replies: we will not e-mail you again about this thread until you have read it.',
      footer.text,
    ].join('\n'),
    html: mailLayout(
      subject,
      `<p>Hi ${escapeHtml(to.username)},</p>` +
        `<p>${escapeHtml(reply.replierName)} replied to the thread "${escapeHtml(reply.threadTitle)}" that you watch:</p>` +
        `<blockquote style="border-left: 3px solid #ccc; margin: 0; padding-left: 12px">${escapeHtml(reply.excerpt)}</blockquote>` +
        `<p><a href="${escapeHtml(reply.link)}">Read the reply</a></p>` +
        '<p>There may be more replies: we will not e-mail you again about this thread until you have read it.</p>' +
        footer.html,
    ),
  };
}

export function conversationMessageMail(
  to: Addressee,
  message: { title: string; senderName: string; excerpt: string; link: string; isNew: boolean },
  siteUrl: string,
): MailMessage {
  const footer = preferencesLine(siteUrl);
  const what = message.isNew ? 'started a conversation with you' : 'wrote in your conversation';
  const subject = message.isNew ? `New conversation: ${message.title}` : `New message in "${message.title}"`;
  return {
    to: to.email,
    subject,
    text: [
      `Hi ${to.username},`,
      '',
      `${message.senderName} ${what}: "${message.title}"`,
      '',
      message.excerpt,
      '',
      `Read and answer it here: ${message.link}`,
      '',
      footer.text,
    ].join('\n'),
    html: mailLayout(
      subject,
      `<p>Hi ${escapeHtml(to.username)},</p>` +
        `<p>${escapeHtml(message.senderName)} ${what}: "${escapeHtml(message.title)}"</p>` +
        `<blockquote style="border-left: 3px solid #ccc; margin: 0; padding-left: 12px">${escapeHtml(message.excerpt)}</blockquote>` +
        `<p><a href="${escapeHtml(message.link)}">Read and answer it</a></p>` +
        footer.html,
    ),
  };
}

export interface SummaryCounts {
  unreadAlerts: number;
  unreadConversations: number;
  /** Watched threads with new posts since the last summary, newest first (at most a few). */
  threads: { title: string; newPosts: number; link: string }[];
}

export function activitySummaryMail(to: Addressee, counts: SummaryCounts, siteUrl: string): MailMessage {
  const footer = preferencesLine(siteUrl);
  const lines: string[] = [];
  const items: string[] = [];
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (counts.unreadAlerts > 0) {
    const line = `${plural(counts.unreadAlerts, 'unread alert', 'unread alerts')}: ${siteUrl}/alerts`;
    lines.push(line);
    items.push(`<li><a href="${escapeHtml(`${siteUrl}/alerts`)}">${plural(counts.unreadAlerts, 'unread alert', 'unread alerts')}</a></li>`);
  }
  if (counts.unreadConversations > 0) {
    const label = plural(counts.unreadConversations, 'unread conversation', 'unread conversations');
    lines.push(`${label}: ${siteUrl}/conversations`);
    items.push(`<li><a href="${escapeHtml(`${siteUrl}/conversations`)}">${label}</a></li>`);
  }
  for (const thread of counts.threads) {
    const label = `${plural(thread.newPosts, 'new post', 'new posts')} in "${thread.title}"`;
    lines.push(`${label}: ${thread.link}`);
    items.push(`<li><a href="${escapeHtml(thread.link)}">${escapeHtml(label)}</a></li>`);
  }
  return {
    to: to.email,
    subject: 'Your week on Trailhead',
    text: [`Hi ${to.username},`, '', 'Here is what waits for you on Trailhead:', '', ...lines.map((line) => `- ${line}`), '', footer.text].join('\n'),
    html: mailLayout(
      'Your week on Trailhead',
      `<p>Hi ${escapeHtml(to.username)},</p><p>Here is what waits for you on Trailhead:</p><ul>${items.join('')}</ul>` + footer.html,
    ),
  };
}
