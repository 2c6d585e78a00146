// Web push on the wire beside messaging.ts's PushSubscriptionRequest / PushSettingsResponse.

/** POST /update-push-notifications: whether this browser's subscription is now held by the server. */
export interface PushSubscriptionResponse {
  subscribed: boolean;
}
