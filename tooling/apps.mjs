// The one list of the apps of ARCHITECTURE §1 that the browser loads: the shell and its remotes.
// Everything else that lists them (builds, releases, dev servers, tests, lint, remotes.json) reads
// it from here; the paths each remote serves are its own (src/served-paths.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The site's version (the footer's 'Version …', GET /api/health): the root package.json's, and nowhere else. */
export const siteVersion = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;

/**
 * id = folder and release name; name = federation container name; title = what people call the
 * area (its loading and error texts); devPort for `npm run dev`; widgets = what the remote exposes
 * beside './routes' for other parts to load at run time (ARCHITECTURE §2), exposed name → source.
 */
export const remotes = [
  // The thread view, for club discussions (mfe-events-clubs loads it; shared-kernel/widgets types its props).
  { id: 'mfe-forum', name: 'mfe_forum', title: 'The forum', devPort: 3001, widgets: { './ThreadView': './src/widgets/thread-view.tsx' } },
  { id: 'mfe-events-clubs', name: 'mfe_events_clubs', title: 'Events and clubs', devPort: 3002 },
  { id: 'mfe-profile-account', name: 'mfe_profile_account', title: 'Members', devPort: 3003 },
  // The bell's and the envelope's menus, for the shell's top bar and drawer (shared-kernel/widgets types their props).
  {
    id: 'mfe-messaging-alerts',
    name: 'mfe_messaging_alerts',
    title: 'Conversations and alerts',
    devPort: 3004,
    widgets: { './AlertsMenu': './src/widgets/alerts-menu.tsx', './ConversationsMenu': './src/widgets/conversations-menu.tsx' },
  },
  { id: 'mfe-map', name: 'mfe_map', title: 'The member map', devPort: 3005 },
];

export const shell = { id: 'shell', name: 'shell', title: 'Shell', devPort: 3000 };

export function findRemote(id) {
  return remotes.find((remote) => remote.id === id);
}

/** Where release builds and remotes.json live; RELEASES_DIR moves them (tests use a copy). */
export function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
}

export function shellDistDir() {
  return path.resolve(process.env.SHELL_DIST_DIR ?? path.join(repoRoot, 'shell', 'dist'));
}
