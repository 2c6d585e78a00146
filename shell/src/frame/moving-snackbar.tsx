import { AnimatePresence, m, Motion } from '@trailhead/shared-kernel/motion';
import type { SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { SnackbarCard, snackbarPlace } from './snackbar-host';

/** The snackbar rises into place from below the window's edge and sinks away (or simply appears, for reduced motion). */
export default function MovingSnackbar({ message, onClose }: { message: SnackbarMessage | null; onClose: () => void }) {
  return (
    <Motion>
      <AnimatePresence>
        {message && (
          <m.div
            key={`${message.status}:${message.message}`}
            {...snackbarPlace(message)}
            // It moves but never fades: half-transparent white on green would read (and check) as
            // too little contrast while an accessibility check or a person looks at it.
            initial={{ y: 64, x: '-50%' }}
            animate={{ y: 0, x: '-50%' }}
            exit={{ y: 96, x: '-50%' }}
            transition={{ type: 'spring', stiffness: 420, damping: 32 }}
          >
            <SnackbarCard message={message} onClose={onClose} />
          </m.div>
        )}
      </AnimatePresence>
    </Motion>
  );
}
