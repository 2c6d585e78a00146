// PLACEHOLDER (owner: the web push part): after a member's first conversation message, offers to
// turn on notifications (only where can_enable_push_notifications). The conversation page renders it.
export function PushPrompt() {
  return null;
}
