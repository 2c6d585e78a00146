import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import { Badge, Flex, Link, Text, UserContent } from '@trailhead/shared-kernel/ui';

/** A profile post's or comment's text and files; deleted content shows as such, with its reason. */
export function MessageBody({ html, state, deleteReason, attachments }: { html: string; state: 'visible' | 'deleted'; deleteReason: string | null; attachments: AttachmentInfo[] }) {
  if (state === 'deleted') {
    return (
      <Flex gap="2" align="center" wrap="wrap" fontSize="sm" data-testid="deleted-content">
        <Badge colorPalette="red">Deleted</Badge>
        {deleteReason && <Text color="red.700">Reason: {deleteReason}</Text>}
      </Flex>
    );
  }
  return (
    <>
      {/* message_html is sanitised by the API on write (allow-list); it is never run as script here. */}
      <UserContent html={html} lineHeight="tall" data-testid="message-body" />
      {attachments.length > 0 && (
        <Flex gap="2" wrap="wrap" mt="2">
          {attachments.map((file) =>
            file.is_image ? (
              <Link key={file.attachment_id} href={file.direct_url} target="_blank" rel="noopener">
                <img src={file.direct_url} alt={file.filename} loading="lazy" width={file.width ?? undefined} height={file.height ?? undefined} style={{ maxWidth: '160px', maxHeight: '120px', objectFit: 'cover', borderRadius: '4px' }} />
              </Link>
            ) : (
              <Link key={file.attachment_id} href={file.direct_url} target="_blank" rel="noopener" fontSize="sm">
                {file.filename}
              </Link>
            ),
          )}
        </Flex>
      )}
    </>
  );
}
