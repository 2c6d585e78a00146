import type { DeleteContentRequest } from '@trailhead/shared-kernel/types';

export interface DeleteChoices {
  reason: string;
  hardDelete: boolean;
  authorAlert: boolean;
  authorAlertReason: string;
}

/** The DELETE body: hard delete and the author alert are moderator actions (spec §6) and are only sent by moderators. */
export function deleteRequest(choices: DeleteChoices, isModerator: boolean): DeleteContentRequest {
  const body: DeleteContentRequest = { reason: choices.reason.trim() };
  if (!isModerator) return body;
  body.hard_delete = choices.hardDelete;
  body.author_alert = choices.authorAlert;
  if (choices.authorAlert) body.author_alert_reason = choices.authorAlertReason.trim();
  return body;
}
