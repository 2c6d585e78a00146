import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { RemoteDescriptor } from './remote-config';

const RemoteDescriptorsContext = createContext<RemoteDescriptor[] | null>(null);

/** Hands the remotes.json answer (fetched once at start-up, in parallel with the first render) to every area. */
export function RemoteRegistry({ descriptors, children }: { descriptors: Promise<RemoteDescriptor[]>; children: ReactNode }) {
  const [value, setValue] = useState<RemoteDescriptor[] | null>(null);
  useEffect(() => {
    let active = true;
    void descriptors.then((list) => active && setValue(list));
    return () => {
      active = false;
    };
  }, [descriptors]);
  return <RemoteDescriptorsContext.Provider value={value}>{children}</RemoteDescriptorsContext.Provider>;
}

/** Null while remotes.json is still on its way. */
export function useRemoteDescriptors(): RemoteDescriptor[] | null {
  return useContext(RemoteDescriptorsContext);
}
