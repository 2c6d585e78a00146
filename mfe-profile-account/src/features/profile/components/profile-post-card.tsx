import { Suspense, useState } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import type { ProfilePostComment, ProfilePostWithComments } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, QueryView, Spinner, Stack, Text, UserAvatar, countText } from '@trailhead/shared-kernel/ui';
import { createProfileComment, editProfileComment, editProfilePost, useProfileComments } from '../api/profile-posts-api';
import { ContentTools } from './content-tools';
import { IgnoredFold } from './ignored-fold';
import { LazyMessageComposer } from './lazy-composer';
import { MessageBody } from './message-body';
import { ReactionBar } from './reaction-bar';
import { useLocalCopy } from './use-local-copy';


export interface PostCardProps {
  post: ProfilePostWithComments;
  /** The members the viewer ignores (GET /me ignored_user_ids). */
  ignored: ReadonlySet<number>;
  viewerId: number | null;
  /** A write changed the profile (a comment, a delete): fetch it again. */
  onWritten: () => void;
}

/** One post on a profile with its reactions, tools and comments (the newest 3, then all on demand). */
export function ProfilePostCard({ post: given, ignored, viewerId, onWritten }: PostCardProps) {
  const [post, setPost] = useLocalCopy(given);
  const [editing, setEditing] = useState(false);
  const [commenting, setCommenting] = useState(false);
  const [allComments, setAllComments] = useState(false);
  const what = `profile post by ${post.username}`;

  return (
    <IgnoredFold what="Post" username={post.username} ignored={ignored.has(post.user_id)}>
      <Flex as="article" id={`profile-post-${post.profile_post_id}`} gap="3" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="profile-post" aria-label={what}>
        <Box display={{ base: 'none', sm: 'block' }}>
          <UserAvatar size="md" username={post.User.username} src={post.User.avatar_urls.h} />
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <Flex gap="2" align="baseline" wrap="wrap" fontSize="sm">
            <UserLink user={post.User} />
            <Text color="gray.600">
              <RelativeDate seconds={post.post_date} />
              {post.last_edit_date && ' (edited)'}
            </Text>
          </Flex>
          {editing ? (
            <Suspense fallback={<Spinner size="sm" />}>
              <LazyMessageComposer
                label="Edit your profile post"
                submitLabel="Save"
                failureText="Could not edit post!"
                storageKey={`profile-post-edit:${viewerId}:${post.profile_post_id}`}
                // Editing: the key is asked for the post itself (its author may edit it even where they may no longer post).
                attachmentTarget={{ type: 'profile_post', context: { profile_post_id: post.profile_post_id } }}
                initialHtml={post.message_html}
                send={(input) => editProfilePost(post.profile_post_id, input)}
                onSent={({ profile_post }) => {
                  setPost(profile_post);
                  setEditing(false);
                }}
                onCancel={() => setEditing(false)}
                testId="edit-profile-post"
              />
            </Suspense>
          ) : (
            <MessageBody html={post.message_html} state={post.message_state} deleteReason={post.delete_reason} attachments={post.attachments} />
          )}
          <Flex gap="2" align="center" justify="space-between" wrap="wrap">
            <ReactionBar kind="profile-posts" id={post.profile_post_id} content={post} canReact={post.can_react && post.message_state === 'visible'} onChange={setPost} />
            <Flex gap="1" wrap="wrap" ml="auto">
              {post.can_comment && post.message_state === 'visible' && (
                <Button size="xs" variant="ghost" aria-expanded={commenting} onClick={() => setCommenting((open) => !open)}>
                  Comment
                </Button>
              )}
              {post.message_state === 'visible' && !editing && <ContentTools kind="profile-posts" id={post.profile_post_id} rights={post} what={what} onEdit={() => setEditing(true)} onDeleted={onWritten} />}
            </Flex>
          </Flex>
          {!allComments && post.comment_count > post.comments.length && (
            <Button size="xs" variant="plain" alignSelf="flex-start" color="brand.redDark" onClick={() => setAllComments(true)} data-testid="more-comments">
              {moreCommentsText(post.comment_count - post.comments.length)}
            </Button>
          )}
          <CommentList post={post} all={allComments} ignored={ignored} viewerId={viewerId} onWritten={onWritten} />
          {commenting && (
            <Suspense fallback={<Spinner size="sm" />}>
              <LazyMessageComposer
                label="Your comment"
                submitLabel="Post comment"
                failureText="Could not create post!"
                storageKey={`profile-comment:${viewerId}:${post.profile_post_id}`}
                attachmentTarget={{ type: 'profile_post', context: { profile_post_id: post.profile_post_id } }}
                send={(input) => createProfileComment(post.profile_post_id, input)}
                onSent={({ comment }) => {
                  setPost((current) => ({ ...current, comments: [...current.comments, comment], comment_count: current.comment_count + 1 }));
                  setCommenting(false);
                  onWritten();
                }}
                onCancel={() => setCommenting(false)}
                testId="comment-composer"
              />
            </Suspense>
          )}
        </Stack>
      </Flex>
    </IgnoredFold>
  );
}

/** Older comments come first: the button to see them sits above the newest ones. */
export const moreCommentsText = (count: number) => `View ${countText(count, 'more comment')}`;

function CommentList({ post, all, ignored, viewerId, onWritten }: { post: ProfilePostWithComments; all: boolean; ignored: ReadonlySet<number>; viewerId: number | null; onWritten: () => void }) {
  const [pages, setPages] = useState(1);
  if (!all) {
    if (post.comments.length === 0) return null;
    return (
      <Stack gap="2" as="ul" listStyleType="none" pl={{ base: '0', sm: '2' }} aria-label="Comments">
        {post.comments.map((comment) => (
          <CommentItem key={comment.profile_post_comment_id} comment={comment} ignored={ignored} viewerId={viewerId} onWritten={onWritten} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="2" as="ul" listStyleType="none" pl={{ base: '0', sm: '2' }} aria-label="Comments">
      {Array.from({ length: pages }, (_, index) => (
        <CommentsPage key={index} postId={post.profile_post_id} page={index + 1} last={index + 1 === pages} onMore={() => setPages(pages + 1)} ignored={ignored} viewerId={viewerId} onWritten={onWritten} />
      ))}
    </Stack>
  );
}

/** One page (20, oldest first) of GET /profile-posts/{id}/comments. */
function CommentsPage({ postId, page, last, onMore, ignored, viewerId, onWritten }: { postId: number; page: number; last: boolean; onMore: () => void; ignored: ReadonlySet<number>; viewerId: number | null; onWritten: () => void }) {
  const comments = useProfileComments(postId, page, true);
  return (
    <QueryView query={comments} what="comments">
      {({ comments: list, pagination }) => (
        <>
          {list.map((comment) => (
            <CommentItem key={comment.profile_post_comment_id} comment={comment} ignored={ignored} viewerId={viewerId} onWritten={onWritten} />
          ))}
          {last && pagination.current_page < pagination.last_page && (
            <li>
              <Button size="xs" variant="plain" color="brand.redDark" onClick={onMore}>
                View more comments
              </Button>
            </li>
          )}
        </>
      )}
    </QueryView>
  );
}

function CommentItem({ comment: given, ignored, viewerId, onWritten }: { comment: ProfilePostComment; ignored: ReadonlySet<number>; viewerId: number | null; onWritten: () => void }) {
  const [comment, setComment] = useLocalCopy(given);
  const [editing, setEditing] = useState(false);
  const what = `comment by ${comment.username}`;
  return (
    <Box as="li" borderLeftWidth="3px" borderColor="gray.200" px="3" py="2" data-testid="profile-comment">
      <IgnoredFold what="Comment" username={comment.username} ignored={ignored.has(comment.user_id)}>
        <Flex gap="2" align="flex-start">
          <UserAvatar size="xs" username={comment.User.username} src={comment.User.avatar_urls.h} />
          <Stack gap="1" flex="1" minW="0">
            <Flex gap="2" align="baseline" wrap="wrap" fontSize="sm">
              <UserLink user={comment.User} />
              <Text color="gray.600" fontSize="xs">
                <RelativeDate seconds={comment.comment_date} />
                {comment.last_edit_date && ' (edited)'}
              </Text>
            </Flex>
            {editing ? (
              <Suspense fallback={<Spinner size="sm" />}>
                <LazyMessageComposer
                  label="Edit your comment"
                  submitLabel="Save"
                  failureText="Could not edit post!"
                  storageKey={`profile-comment-edit:${viewerId}:${comment.profile_post_comment_id}`}
                  attachmentTarget={{ type: 'profile_post', context: { profile_post_id: comment.profile_post_id } }}
                  initialHtml={comment.message_html}
                  send={(input) => editProfileComment(comment.profile_post_comment_id, input)}
                  onSent={(answer) => {
                    setComment(answer.comment);
                    setEditing(false);
                  }}
                  onCancel={() => setEditing(false)}
                  testId="edit-profile-comment"
                />
              </Suspense>
            ) : (
              <MessageBody html={comment.message_html} state={comment.message_state} deleteReason={comment.delete_reason} attachments={comment.attachments} />
            )}
            <Flex gap="1" align="center" wrap="wrap">
              <ReactionBar kind="profile-post-comments" id={comment.profile_post_comment_id} content={comment} canReact={comment.can_react && comment.message_state === 'visible'} onChange={setComment} />
              {comment.message_state === 'visible' && !editing && (
                <Box ml="auto">
                  <ContentTools kind="profile-post-comments" id={comment.profile_post_comment_id} rights={comment} what={what} onEdit={() => setEditing(true)} onDeleted={onWritten} />
                </Box>
              )}
            </Flex>
          </Stack>
        </Flex>
      </IgnoredFold>
    </Box>
  );
}
