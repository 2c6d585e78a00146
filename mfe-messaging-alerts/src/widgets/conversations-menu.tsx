// PLACEHOLDER (owner: the top bar part): the conversations menu lent to the shell (exposed as ./ConversationsMenu,
// tooling/apps.mjs). Props in: shared-kernel/widgets MessagingMenuWidgetProps.
import type { MessagingMenuWidgetProps } from '@trailhead/shared-kernel/widgets';

export const version = __BUILD_VERSION__;

export function ConversationsMenuWidget(_props: MessagingMenuWidgetProps) {
  return null;
}

export const widget = ConversationsMenuWidget;
