// The few motions people notice (ARCHITECTURE §2: the drawer, the snackbar, a reaction's pop, a
// badge's change), on framer-motion: the one door to it. Only lazily loaded parts import this entry,
// so it is never on the first paint's path; its animation features load on first use; a person who
// asks their system for reduced motion gets none of the movement.
import { LazyMotion, m, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

export { AnimatePresence, m } from 'framer-motion';

const loadFeatures = () => import('./features').then((module) => module.domAnimation);

/** Wraps a part that moves: the features arrive lazily and reduced motion is respected. */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** Its content pops (grows a little and settles) each time `value` changes: a new count, a new reaction. */
export function Pop({ value, children }: { value: string | number; children: ReactNode }) {
  return (
    <Motion>
      <m.span
        key={value}
        style={{ display: 'inline-block' }}
        initial={{ scale: 1.45 }}
        animate={{ scale: 1 }}
        transition={{ type: 'spring', stiffness: 520, damping: 14 }}
        data-motion="pop"
      >
        {children}
      </m.span>
    </Motion>
  );
}
