import { createRoot } from 'react-dom/client';

// The baseline of the bench: React alone rendering one heading, no federation, no router, no design system.
createRoot(document.getElementById('root')!).render(<h1>Baseline: React alone</h1>);
