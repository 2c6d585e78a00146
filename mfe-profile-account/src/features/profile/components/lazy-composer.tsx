import { lazy, type ReactElement } from 'react';
import type { MessageComposerProps } from './message-composer';

/** The composer with its editor, loaded the first time someone may write (keeps its generic answer type). */
export const LazyMessageComposer = lazy(() => import('./message-composer').then((m) => ({ default: m.MessageComposer }))) as unknown as <R>(props: MessageComposerProps<R>) => ReactElement;
