import { AnimatePresence, m, Motion } from '@trailhead/shared-kernel/motion';
import type { SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { SnackbarCard, snackbarPlace } from './snackbar-host';

/** The snackbar rises into place and sinks away (or simply appears, for reduced motion). */
export default function MovingSnackbar({ message, onClose }: { message: SnackbarMessage | null; onClose: () => void }) {
  return (
    <Motion>
      <AnimatePresence>
        {message && (
          <m.div
            key={`${message.status}:${message.message}`}
            {...snackbarPlace(message)}
            initial={{ opacity: 0, y: 24, x: '-50%' }}
            animate={{ opacity: 1, y: 0, x: '-50%' }}
            exit={{ opacity: 0, y: 24, x: '-50%' }}
            transition={{ type: 'spring', stiffness: 420, damping: 32 }}
          >
            <SnackbarCard message={message} onClose={onClose} />
          </m.div>
        )}
      </AnimatePresence>
    </Motion>
  );
}
