// The alerts menu lent to the shell (exposed as ./AlertsMenu, tooling/apps.mjs): the bell's pop-over
// in the top bar and the drawer's alerts tab. Props in: shared-kernel/widgets MessagingMenuWidgetProps.
import { AlertsMenu } from '../features/menus';

export const version = __BUILD_VERSION__;

export const widget = AlertsMenu;
