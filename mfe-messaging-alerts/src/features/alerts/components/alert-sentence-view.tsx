import { Fragment } from 'react';
import type { Alert } from '@trailhead/shared-kernel/types';
import { UserLink, userIdFromViewUrl } from '@trailhead/shared-kernel/members';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RouterLink, Text } from '@trailhead/shared-kernel/ui';
import { alertSentence, UNKNOWN_MEMBER, type SentencePart } from '../alert-sentence';

function Part({ part }: { part: SentencePart }) {
  if (part.kind === 'text') return <>{part.text}</>;
  if (part.kind === 'actor') {
    const user = part.user;
    if (!user) return <>{UNKNOWN_MEMBER}</>;
    const userId = userIdFromViewUrl(user.view_url);
    if (userId === null) return <RouterLink to={toSitePath(user.view_url)}>{user.username}</RouterLink>;
    return <UserLink user={{ user_id: userId, username: user.username, view_url: user.view_url, is_admin: user.is_admin, is_moderator: user.is_moderator }} />;
  }
  if (!part.href) return <>{part.text}</>;
  return (
    // Inline, so a long title wraps with the sentence instead of jumping to a line of its own.
    <RouterLink to={toSitePath(part.href)} display="inline" fontWeight="semibold" color="blue.700" _hover={{ textDecoration: 'underline' }} data-alert-target="">
      {part.text}
    </RouterLink>
  );
}

/**
 * An alert as one sentence (spec §3) whose actor links to the profile and whose target links to the
 * content; nothing for an invalid alert. The sentence holds the links: it is never inside one.
 */
export function AlertSentence({ alert }: { alert: Alert }) {
  const parts = alertSentence(alert);
  if (!parts) return null;
  return (
    <Text as="span" data-testid="alert-sentence">
      {parts.map((part, i) => (
        <Fragment key={i}>
          <Part part={part} />
        </Fragment>
      ))}
    </Text>
  );
}
