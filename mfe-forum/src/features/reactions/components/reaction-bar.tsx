import { ReactionBar as Bar } from '@trailhead/shared-kernel/reactions';
import type { Post } from '@trailhead/shared-kernel/types';
import { useReactionTitles, useReactToPost } from '../api/reactions-api';

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
      reactorsPath={`/posts/${post.post_id}/reactions`}
      whoReactedTestId="reactors-dialog"
    />
  );
}
