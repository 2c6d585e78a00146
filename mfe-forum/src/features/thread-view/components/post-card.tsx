import { lazy, Suspense, useState } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import type { AttachmentInfo, Post } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Button, Flex, HStack, Link, Spinner, Text, TEXT_LINK, UserAvatar, UserContent } from '@trailhead/shared-kernel/ui';
import { ReactionBar } from '../../reactions';
import { deletePost } from '../../moderation';
import { UserLink } from '@trailhead/shared-kernel/members';

const EditPostForm = lazy(() => import('../../editor').then((m) => ({ default: m.EditPostForm })));
const DeleteDialog = lazy(() => import('../../moderation').then((m) => ({ default: m.DeleteDialog })));
const ReportDialog = lazy(() => import('../../moderation').then((m) => ({ default: m.ReportDialog })));

interface PostCardProps {
  post: Post;
  canReply: boolean;
  onReply: (post: Post) => void;
  onChange: (post: Post) => void;
  onRemoved: (postId: number) => void;
  /** The page's first post: on screen as the page opens, so its pictures load at once. */
  first?: boolean;
}

export function PostCard({ post, canReply, onReply, onChange, onRemoved, first = false }: PostCardProps) {
  const [mode, setMode] = useState<'read' | 'edit' | 'delete' | 'report'>('read');
  const deleted = post.message_state === 'deleted';
  const viewer = useObservable(bus.session$).user;
  const ignoredIds = viewer?.ignored_user_ids;
  // The API already leaves signatures out for readers who hide them; the session's own setting hides them at once after a change.
  const showsSignatures = viewer?.settings?.content_show_signature !== false;
  const [unfolded, setUnfolded] = useState(false);

  // Spec §4: a member the viewer ignores is folded into one line, which unfolds on request.
  if (!unfolded && ignoredIds?.includes(post.user_id)) {
    return (
      <Flex as="article" id={`post-${post.post_id}`} borderWidth="1px" borderRadius="md" p="3" gap="2" align="center" color="gray.700" fontSize="sm" data-testid="post" data-ignored="true">
        <Text>Post by {post.username} is hidden because you ignore this member.</Text>
        <Button size="xs" variant="ghost" ml="auto" onClick={() => setUnfolded(true)} aria-label={`Show the post by ${post.username}`}>
          Show
        </Button>
      </Flex>
    );
  }

  // Others see a short row in a deleted post's place; moderators see it whole, marked.
  if (deleted && !post.can_moderate && !post.message_html) {
    return (
      <Flex as="article" id={`post-${post.post_id}`} borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3" gap="2" color="gray.600" fontSize="sm" data-testid="post" data-deleted="true">
        <Text>This post has been deleted.</Text>
        <Text ml="auto">#{post.position}</Text>
      </Flex>
    );
  }

  return (
    <Flex
      as="article"
      id={`post-${post.post_id}`}
      borderWidth="1px"
      borderRadius="md"
      gap="4"
      p="4"
      direction={{ base: 'column', md: 'row' }}
      bg={deleted ? 'red.50' : undefined}
      data-testid="post"
      data-deleted={deleted ? 'true' : undefined}
    >
      <Flex direction={{ base: 'row', md: 'column' }} align="center" gap="2" w={{ md: '40' }} flexShrink={0} textAlign="center">
        <UserLink user={post.User} avatar={<UserAvatar size="md" username={post.username} src={post.User.avatar_urls.h} />}>
          {post.username}
        </UserLink>
        <Text fontSize="xs" color="gray.600">
          {post.User.user_title}
        </Text>
      </Flex>
      <Box flex="1" minW="0">
        <Flex justify="space-between" fontSize="sm" color="gray.600" mb="2" gap="2">
          <HStack gap="2">
            <RelativeDate seconds={post.post_date} />
            {post.last_edit_date && <Text title="Edited">(edited)</Text>}
            {deleted && <Badge colorPalette="red">Deleted</Badge>}
          </HStack>
          <Text>#{post.position}</Text>
        </Flex>
        {deleted && post.delete_reason && (
          <Text fontSize="sm" color="red.700" mb="2" data-testid="delete-reason">
            Reason: {post.delete_reason}
          </Text>
        )}
        {mode === 'edit' ? (
          <Suspense fallback={<Spinner size="sm" />}>
            <EditPostForm
              post={post}
              onCancel={() => setMode('read')}
              onSaved={(saved) => {
                onChange(saved);
                setMode('read');
              }}
            />
          </Suspense>
        ) : (
          // message_html is sanitised by the API on write (allow-list); it is never evaluated as script here.
          <UserContent html={post.message_html} lineHeight="tall" data-testid="post-body" />
        )}
        {post.attachments.length > 0 && <PostAttachments files={post.attachments} atOnce={first} />}
        {post.signature && showsSignatures && mode !== 'edit' && <PostSignature html={post.signature} />}
        <Flex mt="3" gap="2" align="center" justify="space-between" wrap="wrap">
          <ReactionBar post={post} onChange={onChange} />
          {!deleted && (
            <HStack gap="1" wrap="wrap" ml="auto">
              {canReply && (
                <Button size="xs" variant="ghost" onClick={() => onReply(post)}>
                  Reply
                </Button>
              )}
              {post.can_edit && mode !== 'edit' && (
                <Button size="xs" variant="ghost" onClick={() => setMode('edit')}>
                  Edit
                </Button>
              )}
              {post.can_delete && (
                <Button size="xs" variant="ghost" onClick={() => setMode('delete')}>
                  Delete
                </Button>
              )}
              {post.can_report && (
                <Button size="xs" variant="ghost" onClick={() => setMode('report')}>
                  Report
                </Button>
              )}
            </HStack>
          )}
        </Flex>
      </Box>
      <Suspense fallback={null}>
        {mode === 'delete' && (
          <DeleteDialog
            what="post"
            isModerator={post.can_moderate}
            onClose={() => setMode('read')}
            onConfirm={async (body) => {
              const response = await deletePost(post.post_id, body);
              if (response?.post) onChange(response.post);
              else if (body.hard_delete) onRemoved(post.post_id);
              else onChange({ ...post, message_state: 'deleted', delete_reason: body.reason ?? null });
              bus.snackbar.next({ message: 'The post was deleted.', status: 'success' });
            }}
          />
        )}
        {mode === 'report' && <ReportDialog postId={post.post_id} onClose={() => setMode('read')} />}
      </Suspense>
    </Flex>
  );
}

/** Pictures further down load as they come near the screen; those of the first post (atOnce) with the page, first. */
function PostAttachments({ files, atOnce }: { files: AttachmentInfo[]; atOnce: boolean }) {
  const images = files.filter((file) => file.is_image);
  const others = files.filter((file) => !file.is_image);
  return (
    <Box mt="3" data-testid="post-attachments">
      {images.length > 0 && (
        <Flex gap="2" wrap="wrap">
          {images.map((file) => (
            <a key={file.attachment_id} href={file.direct_url} target="_blank" rel="noopener noreferrer" title={file.filename}>
              <img
                src={file.direct_url}
                alt={file.filename}
                loading={atOnce ? 'eager' : 'lazy'}
                fetchPriority={atOnce ? 'high' : undefined}
                style={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 6, border: '1px solid #e2e8f0' }}
              />
            </a>
          ))}
        </Flex>
      )}
      {others.length > 0 && (
        <Box as="ul" mt="2" pl="5" fontSize="sm">
          {others.map((file) => (
            <li key={file.attachment_id}>
              <Link href={file.direct_url} download={file.filename}>
                {file.filename}
              </Link>{' '}
              <Text as="span" color="gray.600">
                ({formatBytes(file.file_size)})
              </Text>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The author's signature under the post: separated, smaller and muted. Sanitised by the API on write (allow-list). */
function PostSignature({ html }: { html: string }) {
  return (
    <Box
      className="post-signature"
      mt="3"
      pt="2"
      borderTopWidth="1px"
      borderColor="gray.200"
      fontSize="sm"
      color="gray.600"
      lineHeight="short"
      wordBreak="break-word"
      css={{ '& a': TEXT_LINK, '& p': { margin: 0 }, '& img': { display: 'inline', maxHeight: '1.5em' } }}
      dangerouslySetInnerHTML={{ __html: html }}
      data-testid="post-signature"
    />
  );
}
