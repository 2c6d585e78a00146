import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchRemoteDescriptors } from './remotes/remote-config';
import { startSession } from './session/start-session';

// remotes.json and the session load in parallel with the first render: neither blocks the frame.
const remotes = fetchRemoteDescriptors();
void startSession();

createRoot(document.getElementById('root')!).render(<App remotes={remotes} />);
