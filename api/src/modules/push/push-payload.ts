// What a push says (PushPayload): the notification's title, one sentence, the page a click opens, and
// a tag so a newer notification about the same thing replaces the older one.
import type { PushPayload } from '@trailhead/shared-kernel/types';
import { conversationUrl } from '../../view-urls';

const EXCERPT_LENGTH = 120;

export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&amp;/g, '&');
}

export interface PushedMessage {
  message_id: number;
  conversation_id: number;
  username: string;
  title: string;
  message_parsed: string;
  message_html: string;
}

/** "<sender> in <title>: <excerpt>", opening the message in its conversation. */
export function messagePayload(message: PushedMessage): PushPayload {
  const text = excerpt(message.message_parsed || plainText(message.message_html));
  return {
    title: 'New message',
    body: `${message.username} in ${message.title}: ${text}`,
    url: `${conversationUrl(message.conversation_id)}#message-${message.message_id}`,
    tag: `conversation-${message.conversation_id}`,
  };
}

export interface PushedAlert {
  alert_id: number;
  action: string;
  content_type: string;
  from_username: string | null;
  /** The content's title and page, when it still exists. */
  content: { title: string | null; view_url: string } | null;
}

/** A short sentence for the common kinds (the alerts page has the full wording of every kind). */
function alertSentence(alert: PushedAlert): string {
  const actor = alert.from_username ?? 'Someone';
  const target = alert.content?.title ? ` ${alert.content.title}` : '';
  switch (alert.action) {
    case 'reaction':
      return `${actor} reacted to your ${alert.content_type === 'conversation_message' ? 'message' : 'post'}${target ? ` in${target}` : ''}.`;
    case 'mention':
      return `${actor} mentioned you${target ? ` in${target}` : ''}.`;
    case 'quote':
      return `${actor} quoted your post${target ? ` in${target}` : ''}.`;
    case 'insert':
      return `${actor} replied${target ? ` to${target}` : ''}.`;
    case 'following':
      return `${actor} is now following you.`;
    case 'your_profile':
      return `${actor} posted on your profile.`;
    case 'award':
      return `You received an award${target ? `:${target}` : ''}.`;
    case 'event_invite':
      return `${actor} invited you to${target || ' an event'}.`;
    case 'event_cancel':
      return `${target.trim() || 'An event you are going to'} was cancelled.`;
    default:
      return target ? `New activity:${target}.` : 'You have a new alert.';
  }
}

export function alertPayload(alert: PushedAlert): PushPayload {
  return { title: 'Trailhead', body: alertSentence(alert), url: alert.content?.view_url ?? '/alerts', tag: `alert-${alert.alert_id}` };
}
