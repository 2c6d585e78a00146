// /manageConversation (start one; ?conversationUsers=a,b prefilled) and /manageConversation/{id}
// (rename, invite). Visitors are asked to log in; an account that is not valid reads why it cannot start one.
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { useParams, useSearchParams } from '@trailhead/shared-kernel/router';
import { CONVERSATION_MESSAGES } from '@trailhead/shared-kernel/schemas';
import { Alert, Center, Heading, QueryView, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../../components/signed-in-only';
import { mayStartConversation } from '../../../components/start-conversation-link';
import { prefillTokens, useConversation, usePrefilledRecipients } from '../api/manage-conversation-api';
import { useNewConversationDraft } from './conversation-draft';
import { EditConversationForms } from './edit-conversation-form';
import { StartConversationForm } from './start-conversation-form';

/** The API's answer for a conversation that does not exist or that the member is not in. */
export const CONVERSATION_NOT_FOUND = 'The requested conversation could not be found.';

export function ManageConversationPage() {
  const { conversationId } = useParams();
  const editing = conversationId !== undefined;
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        {editing ? 'Manage conversation' : 'Start a conversation'}
      </Heading>
      <SignedInOnly>{editing ? <ManageExisting id={conversationId} /> : <StartNew />}</SignedInOnly>
    </Stack>
  );
}

function Waiting({ what }: { what: string }) {
  return (
    <Center py="10" role="status">
      <Spinner color="brand.red" mr="3" />
      <Text>{what}</Text>
    </Center>
  );
}

function StartNew() {
  const session = useObservable(bus.session$);
  const userId = session.user?.user_id ?? session.status?.details?.user_id ?? 0;
  if (!mayStartConversation(session)) {
    return (
      <Alert.Root status="warning" data-testid="start-conversation-refused">
        <Alert.Indicator />
        <Alert.Title>{CONVERSATION_MESSAGES.needsValidAccount}</Alert.Title>
      </Alert.Root>
    );
  }
  return <StartNewFor userId={userId} />;
}

function StartNewFor({ userId }: { userId: number }) {
  const [params] = useSearchParams();
  const tokens = prefillTokens(params.get('conversationUsers'));
  const prefill = usePrefilledRecipients(tokens);
  const composer = useNewConversationDraft(userId);
  if (!composer.ready || (tokens.length > 0 && prefill.isPending)) return <Waiting what="Getting the form ready…" />;
  return (
    <StartConversationForm
      // The form is drawn once its starting values are known (the draft and the prefilled members).
      key={tokens.join(',')}
      composer={composer}
      prefilled={prefill.data?.users ?? []}
      missing={prefill.data?.missing ?? []}
      userId={userId}
    />
  );
}

function ManageExisting({ id }: { id: string }) {
  const conversationId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  if (conversationId === null) return <NotInConversation />;
  return <ManageConversation conversationId={conversationId} />;
}

function ManageConversation({ conversationId }: { conversationId: number }) {
  const conversation = useConversation(conversationId);
  const session = useObservable(bus.session$);
  const viewerId = session.user?.user_id ?? session.status?.details?.user_id ?? null;
  return (
    <QueryView query={conversation} what="the conversation" notFound={<NotInConversation />}>
      {({ conversation: detail }) => (
        <Stack gap="4">
          <Text fontSize="lg" fontWeight="semibold" data-testid="managed-conversation-title">
            {detail.title}
          </Text>
          <EditConversationForms conversation={detail} viewerId={viewerId} />
        </Stack>
      )}
    </QueryView>
  );
}

function NotInConversation() {
  return (
    <Alert.Root status="info" data-testid="conversation-not-found">
      <Alert.Indicator />
      <Alert.Title>{CONVERSATION_NOT_FOUND}</Alert.Title>
    </Alert.Root>
  );
}
