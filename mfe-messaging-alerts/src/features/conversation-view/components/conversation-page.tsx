import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { openLiveStream } from '@trailhead/shared-kernel/live';
import { UserLink } from '@trailhead/shared-kernel/members';
import { useQueryClient } from '@trailhead/shared-kernel/query';
import { useLocation, useNavigate, useParams, useSearchParams } from '@trailhead/shared-kernel/router';
import type { ConversationMessage, ConversationResponse } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, Flex, HStack, Pager, QueryView, RouterLink, Spinner, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../../components/signed-in-only';
import { PushPrompt } from '../../push';
import { conversationQuery, fetchMessage, useConversation } from '../api/conversation-api';
import { liveAction, mergeMessages, seenNewest, withReadDate } from '../conversation-state';
import { ConversationHeader } from './conversation-header';
import { MessageCard } from './message-card';
import type { MessageQuote } from './conversation-reply';

// The editor loads only where the member can write.
const ConversationReply = lazy(() => import('./conversation-reply').then((m) => ({ default: m.ConversationReply })));

/** After the page was hidden this long (a phone asleep), what changed meanwhile is fetched again. */
const WAKE_AFTER_MS = 30_000;

/** /conversations/{id}: the conversation's messages (the newest page first), its reply box, and everything arriving live. */
export function ConversationPage() {
  const { conversationId } = useParams();
  const [params] = useSearchParams();
  const id = Number(conversationId);
  const rawPage = params.get('page');
  const page = rawPage !== null && Number.isInteger(Number(rawPage)) && Number(rawPage) >= 1 ? Number(rawPage) : null;
  return (
    <SignedInOnly>
      {Number.isInteger(id) && id >= 1 ? (
        <ConversationLoader key={`${id}-${page ?? 'last'}`} conversationId={id} page={page} />
      ) : (
        <NotFoundNotice message="The requested conversation could not be found." />
      )}
    </SignedInOnly>
  );
}

function NotFoundNotice({ message }: { message: string }) {
  return (
    <Stack gap="3" data-testid="conversation-not-found">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <RouterLink to="/conversations">Back to your conversations</RouterLink>
    </Stack>
  );
}

function ConversationLoader({ conversationId, page }: { conversationId: number; page: number | null }) {
  const query = useConversation(conversationId, page);
  return (
    <QueryView query={query} what="this conversation" notFound={<NotFoundNotice message={query.error?.message ?? 'The requested conversation could not be found.'} />}>
      {(data) => <ConversationView conversationId={conversationId} page={page} data={data} refetch={() => void query.refetch()} />}
    </QueryView>
  );
}

/** The cached answer is what the page shows: live arrivals, edits and reactions are written into it. */
function useCachedConversation(conversationId: number, page: number | null) {
  const queryClient = useQueryClient();
  const key = conversationQuery(conversationId, page).queryKey;
  return useMemo(() => {
    const change = (edit: (current: ConversationResponse) => ConversationResponse) => queryClient.setQueryData<ConversationResponse>(key, (current) => current && edit(current));
    return {
      current: () => queryClient.getQueryData<ConversationResponse>(key),
      putMessages: (incoming: ConversationMessage[]) => change((current) => ({ ...current, messages: mergeMessages(current.messages ?? [], incoming) })),
      setConversation: (edit: (conversation: ConversationResponse['conversation']) => ConversationResponse['conversation']) =>
        change((current) => ({ ...current, conversation: edit(current.conversation) })),
    };
    // The key is derived from the two ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, conversationId, page]);
}

interface ConversationViewProps {
  conversationId: number;
  page: number | null;
  data: ConversationResponse;
  refetch: () => void;
}

function ConversationView({ conversationId, page, data, refetch }: ConversationViewProps) {
  const { conversation, messages = [], pagination } = data;
  const viewer = useObservable(bus.session$).user;
  const viewerId = viewer?.user_id ?? 0;
  const navigate = useNavigate();
  const location = useLocation();
  const cached = useCachedConversation(conversationId, page);
  const [quote, setQuote] = useState<MessageQuote | null>(null);
  const [newMessages, setNewMessages] = useState(0);
  const [offline, setOffline] = useState(false);
  const [settled, setSettled] = useState(0);
  const [sentThisVisit, setSentThisVisit] = useState(false);
  const onLastPage = !pagination || pagination.current_page >= pagination.last_page;
  const newest = messages.length > 0 ? messages[messages.length - 1] : null;

  // What the live handler reads: the latest, without reopening the stream on every change.
  const state = useRef({ onLastPage, offline });
  useLayoutEffect(() => {
    state.current = { onLastPage, offline };
  });

  /** Re-reading the conversation marks it read for the viewer (and moves "seen by" for the others). */
  const markRead = useCallback(() => {
    if (document.visibilityState !== 'visible') return;
    apiRequest<ConversationResponse>(`/conversations/${conversationId}`).then(
      (answer) => cached.setConversation(() => answer.conversation),
      () => undefined,
    );
  }, [conversationId, cached]);

  useEffect(() => {
    const fetching = new Set<number>();
    const refresh = (messageId: number, after?: () => void) => {
      if (fetching.has(messageId)) return;
      fetching.add(messageId);
      fetchMessage(messageId).then(
        (message) => {
          fetching.delete(messageId);
          cached.putMessages([message]);
          after?.();
        },
        () => fetching.delete(messageId),
      );
    };
    const subscription = openLiveStream({ sleepMs: WAKE_AFTER_MS }).subscribe((event) => {
      if (event.type !== 'conversation') return;
      const shownIds = new Set((cached.current()?.messages ?? []).map((message) => message.message_id));
      const action = liveAction(event.data, { conversationId, viewerId, onLastPage: state.current.onLastPage, shownIds, sendPending: state.current.offline });
      switch (action.kind) {
        case 'append':
          refresh(action.messageId, () => {
            if (event.data.user_id === viewerId && state.current.offline) {
              // The send made offline was replayed (by the service worker): it is here, once.
              setOffline(false);
              setSettled((count) => count + 1);
            }
            if (event.data.user_id !== viewerId) markRead();
          });
          break;
        case 'notify':
          setNewMessages((count) => count + 1);
          break;
        case 'refresh-message':
          refresh(action.messageId);
          break;
        case 'read':
          cached.setConversation((current) => ({ ...current, participants: withReadDate(current.participants, action.userId, action.readDate) }));
          break;
        case 'refetch':
          refetch();
          break;
        default:
          break;
      }
    });
    return () => subscription.unsubscribe();
    // refetch is a new function each render; the stream stays open for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, viewerId, cached, markRead]);

  // Back from sleep or from a lost connection: the stream reopens by itself; fetch what may have been missed.
  const refetchRef = useRef(refetch);
  useLayoutEffect(() => {
    refetchRef.current = refetch;
  });
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt !== null && Date.now() - hiddenAt >= WAKE_AFTER_MS) refetchRef.current();
      hiddenAt = null;
    };
    const onOnline = () => refetchRef.current();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  // #message-123 (an alert's link) brings that message into view.
  const hash = location.hash;
  useEffect(() => {
    if (!hash.startsWith('#message-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const onSent = (message: ConversationMessage) => {
    setSentThisVisit(true);
    if (onLastPage) {
      cached.putMessages([message]);
      requestAnimationFrame(() => document.getElementById(`message-${message.message_id}`)?.scrollIntoView({ block: 'center' }));
    } else {
      navigate(`/conversations/${conversationId}#message-${message.message_id}`);
    }
  };

  const pageHref = (n: number) => `/conversations/${conversationId}?page=${n}`;
  const pager = pagination ? <Pager pagination={pagination} hrefFor={pageHref} /> : null;
  const seen = onLastPage ? seenNewest(conversation.participants, newest?.message_date ?? null, viewerId) : [];

  return (
    <Stack gap="4">
      <ConversationHeader conversation={conversation} onStarred={(is_starred) => cached.setConversation((current) => ({ ...current, is_starred }))} />
      {newMessages > 0 && (
        <Alert.Root status="info" aria-live="polite" data-testid="new-messages">
          <Alert.Indicator />
          <Button size="sm" variant="plain" px="0" onClick={() => (setNewMessages(0), navigate(`/conversations/${conversationId}`))}>
            New messages — go to the newest
          </Button>
        </Alert.Root>
      )}
      {pager}
      <Stack gap="3" data-testid="message-list">
        {messages.length === 0 && <Text>There are no messages on this page.</Text>}
        {messages.map((message) => (
          <MessageCard key={message.message_id} message={message} canReply={conversation.can_reply} onQuote={(quoted) => setQuote({ message: quoted, nonce: Date.now() })} onChange={(changed) => cached.putMessages([changed])} />
        ))}
      </Stack>
      {seen.length > 0 && (
        <Flex gap="3" wrap="wrap" fontSize="sm" color="gray.600" justify="flex-end" align="center" data-testid="seen-by" aria-label="Seen by">
          {seen.map((participant) => (
            <HStack key={participant.user_id} gap="1" data-testid="seen-by-participant">
              <UserLink user={participant.User} fontWeight="normal" fontSize="sm" avatar={<UserAvatar size="xs" username={participant.User.username} src={participant.User.avatar_urls.h} />} />
              <Text>
                Seen <RelativeDate seconds={participant.last_read_date ?? 0} />
              </Text>
            </HStack>
          ))}
        </Flex>
      )}
      {pager}
      {conversation.can_reply ? (
        <Suspense
          fallback={
            <Flex align="center" gap="2" role="status">
              <Spinner size="sm" />
              <Text>Loading the reply box…</Text>
            </Flex>
          }
        >
          <ConversationReply conversationId={conversationId} userId={viewerId} quote={quote} onSent={onSent} offline={offline} onOfflineChange={setOffline} settled={settled} />
        </Suspense>
      ) : (
        <Box borderWidth="1px" borderRadius="md" p="3">
          <Text>You have insufficient privileges to reply here.</Text>
        </Box>
      )}
      {sentThisVisit && <PushPrompt />}
    </Stack>
  );
}
