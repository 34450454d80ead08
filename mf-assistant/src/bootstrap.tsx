import { renderStandalone } from '@agency/platform/standalone';
import Standalone from './ChatWidget';

// This app's own page (npm run dev -w mf-assistant); in the composed site the shell mounts the exposed modules instead.
void renderStandalone(Standalone, 'mf-assistant');
