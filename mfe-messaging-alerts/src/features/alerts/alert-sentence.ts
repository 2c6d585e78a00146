// Spec §3: every alert is one sentence with its actor, its target and a link. The sentence is built
// here as parts (plain text, the actor, the target) so the page and the menu can render the actor and
// the target as links, and tests can read the same sentence as text.
import type { Alert, AlertActor } from '@trailhead/shared-kernel/types';

export const UNKNOWN_MEMBER = 'unknown member';

/** Spec §3 reaction names, as the forum's reaction bar shows them. */
const REACTION_NAMES: Record<number, string> = { 1: 'Like', 2: 'Love', 3: 'Haha', 4: 'Wow', 5: 'Sad', 6: 'Angry' };

export type SentencePart =
  | { kind: 'text'; text: string }
  /** The member who caused the alert: a link to their profile, or 'unknown member'. */
  | { kind: 'actor'; user: AlertActor | null }
  /** What the alert is about: a link when there is somewhere to go. */
  | { kind: 'target'; text: string; href: string | null };

type Piece = SentencePart | string;

export function reactionName(reactionId: number | undefined): string | null {
  if (reactionId === undefined) return null;
  return REACTION_NAMES[reactionId] ?? `Reaction ${reactionId}`;
}

/** Alerts whose Content is an array (or not an object) are invalid (spec §3). */
export function isValidAlert(alert: Alert): boolean {
  const content: unknown = alert.Content;
  return content === null || (typeof content === 'object' && !Array.isArray(content));
}

/**
 * The sentence of an alert as parts, or null for an invalid alert (to be skipped). Every sentence
 * ends with a full stop; reasons and reaction names are part of it.
 */
export function alertSentence(alert: Alert): SentencePart[] | null {
  if (!isValidAlert(alert)) return null;
  const actor: SentencePart = { kind: 'actor', user: alert.FromUser ?? null };
  const extra = alert.extra_data ?? {};
  const content = alert.Content;
  const title = content?.title ?? extra.title ?? null;
  /** The target: linked to the content when the member may see it, else plain words. */
  const target = (fallback: string, text: string | null = title): SentencePart => ({
    kind: 'target',
    text: text ?? fallback,
    href: content?.view_url ?? null,
  });
  const reason = extra.reason ? ` (reason: ${extra.reason.replace(/[.\s]+$/, '')})` : '';
  const reaction = reactionName(extra.reaction_id);
  const withReaction = reaction ? ` with ${reaction}` : '';
  const type = alert.content_type;
  const onProfile = type === 'profile_post' ? 'post' : type === 'profile_comment' ? 'comment' : null;
  const gone = type === 'conversation' || type === 'conversation_message' ? 'a conversation' : 'something of yours';

  const parts = ((): Piece[] => {
    switch (alert.action) {
      case 'reaction':
        if (onProfile) return [actor, ` reacted${withReaction} to your ${onProfile} on `, target("a member's profile"), '.'];
        if (type === 'conversation_message') return [actor, ` reacted${withReaction} to your message in `, target('a conversation'), '.'];
        return [actor, ` reacted${withReaction} to your post in `, target('a thread'), '.'];
      case 'insert':
        if (onProfile) return [actor, ' posted on ', target("a member's profile"), '.'];
        return [actor, ' replied to the thread ', target('a thread you watch'), '.'];
      case 'forumwatch_insert':
        return [actor, ' started the thread ', target('a new thread'), ' in a forum you watch.'];
      case 'mention':
        if (onProfile) return [actor, ` mentioned you in a ${onProfile} on `, target("a member's profile"), '.'];
        if (type === 'conversation_message' || type === 'conversation') return [actor, ' mentioned you in ', target('a conversation'), '.'];
        return [actor, ' mentioned you in ', target('a thread'), '.'];
      case 'your_profile':
        return [actor, ' wrote on ', target('your profile', 'your profile'), '.'];
      case 'your_post':
        return [actor, ' commented on your post on ', target("a member's profile"), '.'];
      case 'other_commenter':
        return [actor, ' commented on a post on ', target("a member's profile"), '.'];
      case 'quote':
        return [actor, ' quoted your post in ', target('a thread'), '.'];
      case 'following':
        return [actor, ' is now following you.'];
      case 'award':
        if (alert.FromUser) return [actor, ' gave you the award ', target('an award', extra.title ?? title), '.'];
        return ['You received the award ', target('an award', extra.title ?? title), '.'];
      case 'award_refused':
        if (alert.FromUser) return [actor, ' refused your request for the award ', target('an award', extra.title ?? title), `${reason}.`];
        return ['Your request for the award ', target('an award', extra.title ?? title), ` was refused${reason}.`];
      case 'af_as_level_up':
        // The level is the member's own (from trophy points); the award that brought it, when named, is the link.
        if (extra.title) return [extra.level ? `You reached level ${extra.level} with the award ` : 'You reached a new level with the award ', target('an award', extra.title), '.'];
        return [extra.level ? `You reached level ${extra.level}: see ` : 'You reached a new level: see ', target('your awards', 'your awards'), '.'];
      case 'event_invite':
        return [actor, ' invited you to the event ', target('an event'), '.'];
      case 'event_cancel':
        return [actor, ' cancelled the event ', target('an event'), `${reason}.`];
      case 'event_promoted':
        return ['A place opened up: you are now going to ', target('an event'), '.'];
      case 'event_reminder':
        return ['Reminder: ', target('an event'), ' starts within a day.'];
      case 'club_approved':
        if (alert.FromUser) return [actor, ' approved your club ', target('your club'), ': members can join it now.'];
        return ['Your club ', target('your club'), ' was approved: members can join it now.'];
      case 'club_rejected':
        if (alert.FromUser) return [actor, ' did not approve your club ', target('your club'), `${reason}.`];
        return ['Your club ', target('your club'), ` was not approved${reason}.`];
      case 'post_delete':
        if (onProfile) return [actor, ` deleted your ${onProfile} on `, target("a member's profile"), `${reason}.`];
        return [actor, ' deleted your post in ', target('a thread'), `${reason}.`];
      case 'thread_move':
        return [actor, ' moved your thread ', target('a thread'), `${reason}.`];
      case 'subscription_update':
        return ['Your membership is now ', target('a paid membership'), ': its benefits are yours.'];
      case 'subscription_downgrade':
        return ['Your ', target('paid membership'), ' ended: you are back on the Free Membership.'];
      case 'from_admin': {
        const note: SentencePart = { kind: 'target', text: title ?? 'read it here', href: extra.link ?? content?.view_url ?? null };
        if (alert.FromUser) return [actor, ' sent you a message from the admins: ', note, '.'];
        return ['A message from the admins: ', note, '.'];
      }
      case 'other': {
        const note: SentencePart = { kind: 'target', text: title ?? 'read it here', href: extra.link ?? content?.view_url ?? null };
        if (alert.FromUser) return [actor, ' has news for you: ', note, '.'];
        return ['News for you: ', note, '.'];
      }
      default:
        // A kind this page does not know yet still reads as a sentence with its link.
        return [actor, ' has news for you about ', target(gone), '.'];
    }
  })();
  return parts.map((part) => (typeof part === 'string' ? { kind: 'text', text: part } : part));
}

/** The sentence as plain text (for tests, titles and screen readers' summaries). */
export function describeAlert(alert: Alert): string {
  const parts = alertSentence(alert);
  if (!parts) return '';
  return parts.map((part) => (part.kind === 'actor' ? (part.user?.username ?? UNKNOWN_MEMBER) : part.text)).join('');
}
