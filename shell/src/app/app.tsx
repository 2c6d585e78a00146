import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Box, Container, TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { Footer } from '../frame/footer';
import { TopBar } from '../frame/top-bar';
import { remoteForPath } from '../remotes/areas';
import { RemoteArea } from '../remotes/remote-area';
import { RemoteRegistry } from '../remotes/remote-registry';
import type { RemoteDescriptor } from '../remotes/remote-config';

const REMOTE_TITLES: Record<string, string> = {
  'mfe-forum': 'The forum',
  'mfe-events-clubs': 'Events and clubs',
  'mfe-profile-account': 'Members',
  'mfe-messaging-alerts': 'Conversations and alerts',
  'mfe-map': 'The member map',
};

/** Every path the shell does not own itself belongs to the remote that owns its first segment. */
function RemoteOutlet() {
  const { pathname } = useLocation();
  const remoteId = remoteForPath(pathname);
  return <RemoteArea key={remoteId} remoteId={remoteId} title={REMOTE_TITLES[remoteId] ?? remoteId} />;
}

export function App({ remotes }: { remotes: Promise<RemoteDescriptor[]> }) {
  return (
    <TrailheadUiProvider>
      <RemoteRegistry descriptors={remotes}>
        <BrowserRouter>
          <Box minH="100vh" display="flex" flexDirection="column">
            <TopBar />
            <Container as="main" maxW="6xl" flex="1" py="6" px={{ base: '3', md: '6' }}>
              <Routes>
                <Route path="*" element={<RemoteOutlet />} />
              </Routes>
            </Container>
            <Footer />
          </Box>
        </BrowserRouter>
      </RemoteRegistry>
    </TrailheadUiProvider>
  );
}
