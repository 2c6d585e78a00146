import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { trailheadSystem } from './theme';

export function TrailheadUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={trailheadSystem()}>{children}</ChakraProvider>;
}
