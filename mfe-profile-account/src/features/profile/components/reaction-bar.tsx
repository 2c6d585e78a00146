import { bus } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import { ReactionBar as Bar } from '@trailhead/shared-kernel/reactions';
import { reactToProfileContent, type ProfileContentKind } from '../api/profile-posts-api';
import { withReaction, type Reactable } from '../reactions';

/** A profile post's or comment's reactions: shown at once, put back if refused. */
export function ReactionBar<T extends Reactable>({ kind, id, content, canReact, onChange }: { kind: ProfileContentKind; id: number; content: T; canReact: boolean; onChange: (next: T) => void }) {
  const react = useMutation({
    mutationFn: (reactionId: number) => reactToProfileContent(kind, id, reactionId),
    onMutate: (reactionId) => {
      onChange(withReaction(content, reactionId));
      return { before: content };
    },
    onSuccess: (answer) => onChange({ ...content, reaction_score: answer.reaction_score, reactions: answer.reactions, visitor_reaction_id: answer.visitor_reaction_id }),
    onError: (error, _id, context) => {
      if (context) onChange(context.before);
      bus.snackbar.next({ status: 'error', message: `Could not react to post! ${error.message}` });
    },
  });
  return (
    <Bar
      reactions={content.reactions}
      mine={content.visitor_reaction_id}
      canReact={canReact}
      busy={react.isPending}
      onReact={(reactionId) => react.mutate(reactionId)}
      reactorsPath={`/${kind}/${id}/reactions`}
      whoReactedTestId="reactors-dialog"
    />
  );
}
