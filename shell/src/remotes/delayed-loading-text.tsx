import { useEffect, useState } from 'react';
import { Spinner, Text } from '@trailhead/shared-kernel/ui';

/** Most areas arrive within this: a spinner that flashes for less only distracts (and moves when the frame's ads arrive). */
export const LOADING_TEXT_DELAY_MS = 600;

export function DelayedLoadingText({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <>
      <Spinner color="brand.red" mr="3" />
      <Text>{text}</Text>
    </>
  );
}
