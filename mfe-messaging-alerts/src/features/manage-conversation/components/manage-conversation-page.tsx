// PLACEHOLDER (owner: the conversations list and start part): /manageConversation (start; with
// ?conversationUsers=a,b prefilled) and /manageConversation/{conversationId} (rename, invite).
export function ManageConversationPage() {
  return null;
}
