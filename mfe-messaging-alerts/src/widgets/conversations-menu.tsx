// The conversations menu lent to the shell (exposed as ./ConversationsMenu, tooling/apps.mjs): the
// envelope's pop-over in the top bar and the drawer's conversations tab. Props in: MessagingMenuWidgetProps.
import { ConversationsMenu } from '../features/menus';

export const version = __BUILD_VERSION__;

export const widget = ConversationsMenu;
