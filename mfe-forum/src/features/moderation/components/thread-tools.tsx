import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import type { Thread } from '@trailhead/shared-kernel/types';
import { Button, ChevronDownIcon } from '@trailhead/shared-kernel/ui';
import { Menu, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { deleteThread, updateThread } from '../api/moderation-api';
import { DeleteDialog } from './delete-dialog';
import { MoveThreadDialog } from './move-thread-dialog';

/** The thread's moderator menu: move, close or open, stick or unstick, delete. Authors who may delete get Delete only. */
export function ThreadTools({ thread, onChange, onDeleted }: { thread: Thread; onChange: (thread: Thread) => void; onDeleted: (hard: boolean) => void }) {
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);

  const update = async (body: { discussion_open?: boolean; sticky?: boolean }) => {
    try {
      const response = await updateThread(thread.thread_id, body);
      onChange(response.thread);
    } catch (failure) {
      bus.snackbar.next({ message: `Could not update thread! ${(failure as Error).message}`, status: 'error' });
    }
  };

  return (
    <>
      <Menu.Root
        onSelect={(details) => {
          if (details.value === 'move') setDialog('move');
          if (details.value === 'delete') setDialog('delete');
          if (details.value === 'open') void update({ discussion_open: !thread.discussion_open });
          if (details.value === 'stick') void update({ sticky: !thread.sticky });
        }}
      >
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" data-testid="thread-tools">
            {thread.can_moderate ? 'Moderator tools' : 'Thread tools'} <ChevronDownIcon size={16} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {thread.can_moderate && (
                <>
                  <Menu.Item value="move">Move to another forum…</Menu.Item>
                  <Menu.Item value="open">{thread.discussion_open ? 'Close thread' : 'Open thread'}</Menu.Item>
                  <Menu.Item value="stick">{thread.sticky ? 'Unstick thread' : 'Stick thread'}</Menu.Item>
                </>
              )}
              {thread.can_delete && (
                <Menu.Item value="delete" color="red.600">
                  Delete thread…
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {dialog === 'move' && <MoveThreadDialog thread={thread} onMoved={onChange} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteDialog
          what="thread"
          isModerator={thread.can_moderate}
          onClose={() => setDialog(null)}
          onConfirm={async (body) => {
            const response = await deleteThread(thread.thread_id, body);
            if (response?.thread) onChange(response.thread);
            onDeleted(body.hard_delete === true);
          }}
        />
      )}
    </>
  );
}
