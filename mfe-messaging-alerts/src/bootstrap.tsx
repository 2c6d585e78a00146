import { mountStandaloneRemote } from '@trailhead/shared-kernel/ui';
import { routes } from './routes';

// Only for running this remote alone (`npm run dev`); inside the site the shell mounts ./routes.
mountStandaloneRemote(routes);
