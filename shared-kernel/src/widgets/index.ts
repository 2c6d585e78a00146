// @trailhead/shared-kernel/widgets — one remote's component shown inside another's page, loaded at
// run time through the shell's federation runtime (ARCHITECTURE §2). A widget's contract is its
// props and its bus events (bus.widgetEvents); the props of each widget are typed here, once.
export { RemoteWidget, type RemoteWidgetProps } from './remote-widget';
export {
  isWidgetModule,
  loadRemoteWidget,
  provideWidgetLoader,
  WidgetUnavailableError,
  type LoadedWidget,
  type RemoteWidgetModule,
  type WidgetLoader,
  type WidgetLoadOptions,
} from './widget-loader';
export { THREAD_VIEW_WIDGET, type ThreadViewWidgetProps } from './thread-view-widget';
export { ALERTS_MENU_WIDGET, CONVERSATIONS_MENU_WIDGET, type MessagingMenuWidgetProps } from './messaging-widgets';
