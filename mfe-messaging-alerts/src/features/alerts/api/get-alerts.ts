import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { Alert, AlertsResponse } from '@trailhead/shared-kernel/types';

export const alertsQuery = (page: number) => apiQueryOptions<AlertsResponse>('/alerts', { page });

export const useAlerts = (page: number) => useQuery(alertsQuery(page));

const UNKNOWN_MEMBER = 'unknown member';

/** Spec §3: each alert is one sentence with actor, target and link; missing users read 'unknown member'. */
export function describeAlert(alert: Alert): string {
  const actor = alert.FromUser?.username ?? UNKNOWN_MEMBER;
  const title = alert.Content?.title ?? alert.extra_data.title ?? 'your content';
  // Profile posts and comments: the title is "<member>'s profile".
  const onProfile = alert.content_type === 'profile_post' ? 'post' : alert.content_type === 'profile_comment' ? 'comment' : null;
  switch (alert.action) {
    case 'reaction':
      if (onProfile) return `${actor} reacted to your ${onProfile} on ${title}.`;
      return `${actor} reacted to your post in ${title}.`;
    case 'your_profile':
      return `${actor} wrote on your profile.`;
    case 'other_commenter':
      return `${actor} commented on a post on ${title}.`;
    case 'quote':
      return `${actor} quoted your post in ${title}.`;
    case 'mention':
      if (onProfile) return `${actor} mentioned you in a ${onProfile} on ${title}.`;
      return `${actor} mentioned you in ${title}.`;
    case 'insert':
      return `${actor} replied to the thread ${title}.`;
    case 'following':
      return `${actor} is now following you.`;
    case 'award':
      return `You received the award ${alert.extra_data.title ?? title}.`;
    case 'award_refused':
      return `Your request for the award ${alert.extra_data.title ?? title} was refused${alert.extra_data.reason ? `: ${alert.extra_data.reason}` : '.'}`;
    case 'af_as_level_up':
      return alert.extra_data.level ? `You reached level ${alert.extra_data.level}.` : 'You reached a new level.';
    case 'event_invite':
      return `${actor} invited you to the event ${title}.`;
    case 'event_cancel':
      return `The event ${title} was cancelled${alert.extra_data.reason ? `: ${alert.extra_data.reason}` : '.'}`;
    case 'event_promoted':
      return `A place opened up: you are now going to ${title}.`;
    case 'event_reminder':
      return `Reminder: ${title} starts within a day.`;
    case 'club_approved':
      return `Your club ${title} was approved: members can join it now.`;
    case 'club_rejected':
      return `Your club ${title} was not approved${alert.extra_data.reason ? `: ${alert.extra_data.reason}` : '.'}`;
    case 'post_delete':
      if (onProfile) return `Your ${onProfile} on ${title} was deleted${alert.extra_data.reason ? `: ${alert.extra_data.reason}` : '.'}`;
      return `Your post in ${title} was deleted${alert.extra_data.reason ? `: ${alert.extra_data.reason}` : '.'}`;
    case 'thread_move':
      return `Your thread ${title} was moved${alert.extra_data.reason ? `: ${alert.extra_data.reason}` : '.'}`;
    case 'subscription_update':
      return `Your membership is now ${title}: its benefits are yours.`;
    case 'subscription_downgrade':
      return `Your ${title} ended: you are back on the Free Membership.`;
    case 'from_admin':
      return `A message from the admins: ${title}`;
    default:
      return `${actor} did something with ${title}.`;
  }
}
