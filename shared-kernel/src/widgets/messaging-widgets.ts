/** The alerts menu (mfe-messaging-alerts exposes it as ./AlertsMenu): the bell's list in the top bar and the drawer's alerts tab. */
export const ALERTS_MENU_WIDGET = { remote: 'mfe-messaging-alerts', module: 'AlertsMenu' } as const;

/** The conversations menu (./ConversationsMenu): the envelope's list in the top bar and the drawer's conversations tab. */
export const CONVERSATIONS_MENU_WIDGET = { remote: 'mfe-messaging-alerts', module: 'ConversationsMenu' } as const;

/**
 * Props in for both menus (spec §2 overlays, §9: 380 px wide; the conversations menu lists the
 * first 10 unread). The counts come from the bus (bus.counts$); the menu refreshes them through the
 * bus after it changes them ('Mark read', opening an alert). Bus events out (bus.widgetEvents):
 * none; the host closes the menu when `onClose` is called (a link followed, 'Mark read' done).
 */
export interface MessagingMenuWidgetProps {
  /** 'menu': the top bar's pop-over (1280 px); 'drawer': the drawer's tab (375 px), full width. */
  variant: 'menu' | 'drawer';
  /** Called when the menu should close: a link was followed, or 'Mark read' finished. */
  onClose: () => void;
}
