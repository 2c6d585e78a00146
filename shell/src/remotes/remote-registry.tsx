import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { RemoteDescriptor } from './remote-config';

const RemoteDescriptorsContext = createContext<RemoteDescriptor[] | null>(null);

/**
 * Hands the remotes.json answer to every area: known at once on a page the server drew (it came
 * with the page, and on the server itself), else fetched at start-up in parallel with the first render.
 */
export function RemoteRegistry({ descriptors, children }: { descriptors: RemoteDescriptor[] | Promise<RemoteDescriptor[]>; children: ReactNode }) {
  const known = Array.isArray(descriptors) ? descriptors : null;
  const [fetched, setFetched] = useState<RemoteDescriptor[] | null>(null);
  useEffect(() => {
    if (Array.isArray(descriptors)) return;
    let active = true;
    void descriptors.then((list) => active && setFetched(list));
    return () => {
      active = false;
    };
  }, [descriptors]);
  return <RemoteDescriptorsContext.Provider value={known ?? fetched}>{children}</RemoteDescriptorsContext.Provider>;
}

/** Null while remotes.json is still on its way. */
export function useRemoteDescriptors(): RemoteDescriptor[] | null {
  return useContext(RemoteDescriptorsContext);
}
