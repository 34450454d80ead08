import { renderStandalone } from '@agency/platform/standalone';
import Standalone from './routes';

// This app's own page (npm run dev -w mf-admin); in the composed site the shell mounts the exposed modules instead.
void renderStandalone(Standalone, 'mf-admin');
