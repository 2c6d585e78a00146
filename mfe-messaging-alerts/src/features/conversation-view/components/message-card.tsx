import { lazy, Suspense, useState } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import type { AttachmentInfo, ConversationMessage } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, HStack, Link, Spinner, Text, UserAvatar, UserContent } from '@trailhead/shared-kernel/ui';
import { MessageReactions } from './message-reactions';

// The editor comes with the first edit, never with the page.
const EditMessageForm = lazy(() => import('./edit-message-form').then((m) => ({ default: m.EditMessageForm })));
const ReportMessageDialog = lazy(() => import('./report-message-dialog').then((m) => ({ default: m.ReportMessageDialog })));

export interface MessageCardProps {
  message: ConversationMessage;
  canReply: boolean;
  onQuote: (message: ConversationMessage) => void;
  onChange: (message: ConversationMessage) => void;
}

/** One message: author, date, body, files, reactions, and what the viewer may do with it. */
export function MessageCard({ message, canReply, onQuote, onChange }: MessageCardProps) {
  const [mode, setMode] = useState<'read' | 'edit' | 'report'>('read');
  const [unfolded, setUnfolded] = useState(false);

  if (message.is_ignored && !unfolded) {
    return (
      <Flex as="article" id={`message-${message.message_id}`} borderWidth="1px" borderRadius="md" p="3" gap="2" align="center" fontSize="sm" color="gray.700" data-testid="message" data-ignored="true">
        <Text>A message by {message.username} is hidden because you ignore this member.</Text>
        <Button size="xs" variant="ghost" ml="auto" onClick={() => setUnfolded(true)} aria-label={`Show ignored content by ${message.username}`}>
          Show ignored content
        </Button>
      </Flex>
    );
  }

  return (
    <Flex as="article" id={`message-${message.message_id}`} aria-label={`Message by ${message.username}`} borderWidth="1px" borderRadius="md" gap={{ base: '2', md: '4' }} p={{ base: '3', md: '4' }} direction={{ base: 'column', md: 'row' }} data-testid="message" scrollMarginTop="24">
      <Flex direction={{ base: 'row', md: 'column' }} align="center" gap="2" w={{ md: '36' }} flexShrink={0} textAlign="center" overflowWrap="anywhere" minW="0">
        <UserLink user={message.User} avatar={<UserAvatar size="md" username={message.username} src={message.User.avatar_urls.h} />}>
          {message.username}
        </UserLink>
      </Flex>
      <Box flex="1" minW="0">
        <HStack gap="2" fontSize="sm" color="gray.600" mb="2" wrap="wrap">
          <RelativeDate seconds={message.message_date} />
          {message.edit_date !== null && (
            <Text data-testid="edited-marker">
              (edited <RelativeDate seconds={message.edit_date} />)
            </Text>
          )}
        </HStack>
        {mode === 'edit' ? (
          <Suspense fallback={<Spinner size="sm" />}>
            <EditMessageForm
              message={message}
              onCancel={() => setMode('read')}
              onSaved={(saved) => {
                onChange(saved);
                setMode('read');
              }}
            />
          </Suspense>
        ) : (
          // message_html is sanitised by the API on write (the one allow-list sanitiser); never evaluated as script.
          <UserContent html={message.message_html} lineHeight="tall" data-testid="message-body" />
        )}
        {message.attachments.length > 0 && <MessageAttachments files={message.attachments} />}
        <Flex mt="3" gap="2" align="center" justify="space-between" wrap="wrap">
          <MessageReactions message={message} onChange={onChange} />
          <HStack gap="1" ml="auto" wrap="wrap">
            {canReply && (
              <Button size="xs" variant="ghost" onClick={() => onQuote(message)} aria-label={`Quote the message by ${message.username}`}>
                Quote
              </Button>
            )}
            {message.can_edit && mode !== 'edit' && (
              <Button size="xs" variant="ghost" onClick={() => setMode('edit')} aria-label="Edit your message">
                Edit
              </Button>
            )}
            {message.can_report && (
              <Button size="xs" variant="ghost" onClick={() => setMode('report')} aria-label={`Report the message by ${message.username}`}>
                Report
              </Button>
            )}
          </HStack>
        </Flex>
      </Box>
      {mode === 'report' && (
        <Suspense fallback={null}>
          <ReportMessageDialog messageId={message.message_id} author={message.username} onClose={() => setMode('read')} />
        </Suspense>
      )}
    </Flex>
  );
}

function MessageAttachments({ files }: { files: AttachmentInfo[] }) {
  return (
    <Flex mt="3" gap="2" wrap="wrap" data-testid="message-attachments">
      {files.map((file) =>
        file.is_image ? (
          <a key={file.attachment_id} href={file.direct_url} target="_blank" rel="noopener noreferrer" title={file.filename}>
            <img src={file.direct_url} alt={file.filename} loading="lazy" style={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 6, border: '1px solid #e2e8f0' }} />
          </a>
        ) : (
          <Link key={file.attachment_id} href={file.direct_url} download={file.filename} fontSize="sm">
            {file.filename}
          </Link>
        ),
      )}
    </Flex>
  );
}
