import { configureRemoteLoader } from '@agency/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE } from '../../test/contentFixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import DataDrivenBrandingPage from './DataDrivenBrandingPage';

// Its own file: the remote mount caches a loaded module per page load, as the browser would.
it('"Get Started" shows the remote error area, not a crash, when the commerce remote is down', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch((call) => (call.url.endsWith('/api/content/site') ? [200, SITE] : [200, { kits: [{ key: 'kit-essential', name: 'Essential Kit', prices: { UGX: 180000, RWF: 180000 } }] }]));
  configureRemoteLoader({ load: async () => Promise.reject(new Error('commerce is offline')) });
  const user = userEvent.setup();
  renderWithProviders(<DataDrivenBrandingPage />, { route: '/data-driven-branding' });
  await user.click(await screen.findByRole('button', { name: 'Get Started with the Essential Kit' }));
  expect(await screen.findByTestId('remote-error')).toHaveTextContent('The payment dialog is temporarily unavailable');
  expect(screen.getByRole('heading', { level: 1, name: 'Data-driven Branding' })).toBeInTheDocument();
  configureRemoteLoader(null);
});
