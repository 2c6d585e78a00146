import { Box, RouterLink } from '@trailhead/shared-kernel/ui';
import { ALERTS_MENU_WIDGET, CONVERSATIONS_MENU_WIDGET, RemoteWidget, type MessagingMenuWidgetProps } from '@trailhead/shared-kernel/widgets';

export type MessagingMenuKind = 'alerts' | 'conversations';

const MENUS = {
  alerts: { widget: ALERTS_MENU_WIDGET, title: 'the alerts menu', href: '/alerts' },
  conversations: { widget: CONVERSATIONS_MENU_WIDGET, title: 'the conversations menu', href: '/conversations' },
} as const;

// The host's own 'Show all' shows only where the widget's place says it failed: the widget draws its
// own 'Show all' when it works, and its page stays reachable when mfe-messaging-alerts cannot load.
const SHOW_FALLBACK_WHEN_FAILED = {
  '& > [data-menu-fallback]': { display: 'none' },
  '& > [data-widget-state="failed"] + [data-menu-fallback]': { display: 'block' },
};

/** The bell's or the envelope's menu, lent by mfe-messaging-alerts (the top bar's pop-over and the drawer's tabs). */
export default function MessagingMenuPanel({ kind, variant, onClose }: { kind: MessagingMenuKind } & MessagingMenuWidgetProps) {
  const menu = MENUS[kind];
  return (
    <Box css={SHOW_FALLBACK_WHEN_FAILED} w="full">
      <RemoteWidget<MessagingMenuWidgetProps> remote={menu.widget.remote} module={menu.widget.module} title={menu.title} props={{ variant, onClose }} />
      <Box data-menu-fallback px="4" py="3" borderTopWidth="1px">
        <RouterLink to={menu.href} onClick={onClose} fontSize="sm" fontWeight="semibold">
          Show all
        </RouterLink>
      </Box>
    </Box>
  );
}
