export {
  applicationServerKey,
  NO_SERVICE_WORKER_MESSAGE,
  pushState,
  pushSupported,
  subscribePush,
  unsubscribePush,
  type PushState,
} from './push-subscription';
export { usePushNotifications, type PushNotifications } from './use-push-notifications';
export { PUSH_TEXTS, PushToggle, pushSettingsQuery } from './push-toggle';
