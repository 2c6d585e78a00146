import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  ComposerEditor,
  EMPTY_POST_MESSAGE,
  isEmptyMessage,
  useAttachments,
  useComposerDraft,
  useDraftSubmit,
  type DraftFields,
  type RichEditorHandle,
} from '@trailhead/shared-kernel/editor';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, Flex, Heading, Spinner, Text } from '@trailhead/shared-kernel/ui';
import { conversationDraftServer } from '../../../lib/conversation-draft-server';
import { sendMessage } from '../api/conversation-api';
import { isOffline, OFFLINE_MESSAGE } from '../conversation-state';

export interface MessageQuote {
  message: ConversationMessage;
  /** Changes with every click on Quote, so quoting the same message twice works. */
  nonce: number;
}


export const conversationDraftKey = (userId: number, conversationId: number) => `trailhead:draft:${userId}:conversation:${conversationId}`;

export interface ConversationReplyProps {
  conversationId: number;
  userId: number;
  quote: MessageQuote | null;
  onSent: (message: ConversationMessage) => void;
  /** A send is waiting for the connection (the service worker replays it): the page settles it when the message arrives live. */
  offline: boolean;
  onOfflineChange: (offline: boolean) => void;
  /** Bumped by the page when the waiting message arrived some other way (the live stream): the draft is done. */
  settled: number;
}

/** The reply box under a conversation: the site's editor on a draft with its files, one idempotent send, and sends made offline kept until they go. */
export function ConversationReply({ conversationId, userId, quote, onSent, offline, onOfflineChange, settled }: ConversationReplyProps) {
  // The draft is kept in this browser (written on every change) and on the server (it follows the member).
  const server = useMemo(() => conversationDraftServer(conversationId), [conversationId]);
  const composer = useComposerDraft<DraftFields>({
    storageKey: conversationDraftKey(userId, conversationId),
    empty: () => ({ message_html: '', attachment_key: null, updated_at: 0 }),
    server,
  });
  // Files are the conversation's: only its participants may ask for a key, and only they open the files.
  const attachments = useAttachments(composer, { type: 'conversation_message', context: { conversation_id: conversationId } });
  const editor = useRef<RichEditorHandle>(null);
  const pendingQuote = useRef<MessageQuote | null>(null);
  // A fresh editor (empty, no undo history) after each message sent.
  const [editorKey, setEditorKey] = useState(0);
  const latest = useRef({ offline, pending: false });

  const submit = useDraftSubmit(composer, {
    failureText: 'Could not send your message!',
    send: async (html: string, key) => {
      try {
        return await sendMessage({ conversation_id: conversationId, message_html: html, attachment_key: composer.current().attachment_key }, key);
      } catch (error) {
        onOfflineChange(isOffline(error, navigator.onLine));
        throw error;
      }
    },
    onSuccess: (message) => {
      onOfflineChange(false);
      setEditorKey((current) => current + 1);
      onSent(message);
    },
  });

  useLayoutEffect(() => {
    latest.current = { offline, pending: submit.isPending };
  });

  const send = async (html: string) => {
    if (isEmptyMessage(html)) {
      submit.setProblem(EMPTY_POST_MESSAGE);
      editor.current?.focus();
      return;
    }
    composer.update({ message_html: html });
    // Offline, the send waits (the query library holds it until the connection returns): say so at once.
    if (!navigator.onLine) onOfflineChange(true);
    await submit.submit(html);
  };

  useEffect(() => {
    if (!quote) return;
    if (editor.current) editor.current.quote({ username: quote.message.username, postId: quote.message.message_id, html: quote.message.message_html });
    else pendingQuote.current = quote;
  }, [quote]);
  useEffect(() => {
    if (composer.ready && pendingQuote.current && editor.current) {
      const { message } = pendingQuote.current;
      editor.current.quote({ username: message.username, postId: message.message_id, html: message.message_html });
      pendingQuote.current = null;
    }
  }, [composer.ready]);

  // The connection is back: a send that failed goes again with the same key (if the service worker was
  // first, the API answers its message); one still waiting goes by itself.
  useEffect(() => {
    const retry = () => {
      if (!latest.current.offline || latest.current.pending) return;
      const html = composer.current().message_html;
      if (!isEmptyMessage(html)) void submit.submit(html);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  });

  // The waiting message arrived through the live stream: it is sent, so the draft goes.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    void composer.clear().then(() => setEditorKey((current) => current + 1));
    // composer.clear changes identity each render; only the page's signal matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const error = offline ? null : submit.error;
  return (
    <Box as="section" aria-labelledby="conversation-reply-heading" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="conversation-reply">
      <Heading as="h2" id="conversation-reply-heading" size="md" mb="3">
        Reply
      </Heading>
      {!composer.ready ? (
        <Flex align="center" gap="2" role="status">
          <Spinner size="sm" />
          <Text>Loading your draft…</Text>
        </Flex>
      ) : (
        <>
          <ComposerEditor key={editorKey} ref={editor} label="Your message" composer={composer} attachments={attachments} submit={{ ...submit, error }} />
          {offline && (
            <Alert.Root status="warning" mt="3" role="status" data-testid="offline-notice">
              <Alert.Indicator />
              <Alert.Title>{OFFLINE_MESSAGE}</Alert.Title>
            </Alert.Root>
          )}
          <Flex justify="flex-end" mt="3">
            <Button
              bg="brand.redDark"
              color="white"
              onClick={() => void send(editor.current?.getHtml() ?? '')}
              disabled={submit.isPending || offline || attachments.uploads.length > 0}
              loading={submit.isPending}
              loadingText="Sending…"
            >
              Send message
            </Button>
          </Flex>
        </>
      )}
    </Box>
  );
}
