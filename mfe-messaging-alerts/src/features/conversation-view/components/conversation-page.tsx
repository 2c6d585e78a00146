// PLACEHOLDER (owner: the conversation page part): /conversations/{id} — messages, reply, edit,
// reactions, report, live messages, seen by, star / mark unread / leave.
export function ConversationPage() {
  return null;
}
