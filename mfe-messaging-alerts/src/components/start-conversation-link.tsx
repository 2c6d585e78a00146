import { bus, useObservable, type SessionState } from '@trailhead/shared-kernel/bus';
import { CONVERSATION_MESSAGES } from '@trailhead/shared-kernel/schemas';
import { Button, RouterLink, Text } from '@trailhead/shared-kernel/ui';

/** Spec §6: starting a conversation needs a valid account (e-mail confirmed, profile complete, not banned). */
export function mayStartConversation(session: SessionState): boolean {
  return session.status?.status === 'valid';
}

/** 'Start new conversation' for a valid account; anyone else signed in reads why they cannot. */
export function StartConversationLink({ query = '' }: { query?: string }) {
  const session = useObservable(bus.session$);
  if (!mayStartConversation(session)) {
    return (
      <Text fontSize="sm" color="gray.700" data-testid="start-conversation-refused">
        {CONVERSATION_MESSAGES.needsValidAccount}
      </Text>
    );
  }
  return (
    <Button asChild bg="brand.redDark" color="white" size="sm" _hover={{ bg: 'brand.red' }}>
      <RouterLink to={`/manageConversation${query}`} color="white" textDecoration="none" data-testid="start-conversation">
        Start new conversation
      </RouterLink>
    </Button>
  );
}
