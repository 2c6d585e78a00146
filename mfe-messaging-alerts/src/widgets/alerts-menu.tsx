// PLACEHOLDER (owner: the top bar part): the alerts menu lent to the shell (exposed as ./AlertsMenu,
// tooling/apps.mjs). Props in: shared-kernel/widgets MessagingMenuWidgetProps.
import type { MessagingMenuWidgetProps } from '@trailhead/shared-kernel/widgets';

export const version = __BUILD_VERSION__;

export function AlertsMenuWidget(_props: MessagingMenuWidgetProps) {
  return null;
}

export const widget = AlertsMenuWidget;
