import { lazy, Suspense, useState } from 'react';
import { Button, HStack } from '@trailhead/shared-kernel/ui';
import type { ProfileContentRights } from '@trailhead/shared-kernel/types';
import type { ProfileContentKind } from '../api/profile-posts-api';

const DeleteDialog = lazy(() => import('./delete-dialog').then((m) => ({ default: m.DeleteDialog })));
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** Edit, Delete and Report under a profile post or comment, each only where the API says the viewer may. */
export function ContentTools({ kind, id, rights, what, onEdit, onDeleted }: { kind: ProfileContentKind; id: number; rights: ProfileContentRights; what: string; onEdit: () => void; onDeleted: () => void }) {
  const [open, setOpen] = useState<'delete' | 'report' | null>(null);
  return (
    <HStack gap="1" wrap="wrap">
      {rights.can_edit && (
        <Button size="xs" variant="ghost" onClick={onEdit} aria-label={`Edit ${what}`}>
          Edit
        </Button>
      )}
      {rights.can_delete && (
        <Button size="xs" variant="ghost" onClick={() => setOpen('delete')} aria-label={`Delete ${what}`}>
          Delete
        </Button>
      )}
      {rights.can_report && (
        <Button size="xs" variant="ghost" onClick={() => setOpen('report')} aria-label={`Report ${what}`}>
          Report
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'delete' && <DeleteDialog kind={kind} id={id} isModerator={rights.can_moderate} onDeleted={onDeleted} onClose={() => setOpen(null)} />}
        {open === 'report' && <ReportDialog path={`/${kind}/${id}`} what={what} onClose={() => setOpen(null)} />}
      </Suspense>
    </HStack>
  );
}
