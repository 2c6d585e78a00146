import { lazy, Suspense } from 'react';
import { ReactionBar as Bar } from '@trailhead/shared-kernel/reactions';
import type { Post } from '@trailhead/shared-kernel/types';
import { useReactionTitles, useReactToPost } from '../api/reactions-api';

const ReactorsDialog = lazy(() => import('./reactors-dialog').then((m) => ({ default: m.ReactorsDialog })));

/** A post's reactions, with the site's reaction titles; who reacted is the post's reactors list. */
export function ReactionBar({ post, onChange }: { post: Post; onChange: (post: Post) => void }) {
  const titles = useReactionTitles();
  const reaction = useReactToPost(post, onChange);
  return (
    <Bar
      reactions={post.reactions}
      mine={post.visitor_reaction_id}
      canReact={post.can_react}
      busy={reaction.isPending}
      onReact={(reactionId) => reaction.mutate(reactionId)}
      titles={titles}
      whoReacted={(close) => (
        <Suspense fallback={null}>
          <ReactorsDialog postId={post.post_id} counts={post.reactions} titles={titles} onClose={close} />
        </Suspense>
      )}
    />
  );
}
