import { bus } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import { applyReaction, ReactionBar } from '@trailhead/shared-kernel/reactions';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { reactToMessage } from '../api/conversation-api';

/** The counts under a message, the picker (for others' messages) and who reacted; shown at once, put back if refused. */
export function MessageReactions({ message, onChange }: { message: ConversationMessage; onChange: (message: ConversationMessage) => void }) {
  const react = useMutation({
    mutationFn: (reactionId: number) => reactToMessage(message.message_id, reactionId),
    onMutate: (reactionId) => {
      const next = applyReaction(message, reactionId);
      onChange({ ...message, reactions: next.reactions, visitor_reaction_id: next.visitor_reaction_id });
      return { before: message };
    },
    onSuccess: (saved) => onChange(saved),
    onError: (error, _reactionId, context) => {
      if (context) onChange(context.before);
      bus.snackbar.next({ status: 'error', message: `Could not react to the message! ${error.message}` });
    },
  });
  return (
    <ReactionBar
      reactions={message.reactions}
      mine={message.visitor_reaction_id}
      canReact={message.can_react}
      busy={react.isPending}
      onReact={(reactionId) => react.mutate(reactionId)}
      reactorsPath={`/conversation-messages/${message.message_id}/reactions`}
      testId="message-reactions"
    />
  );
}
