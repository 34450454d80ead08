import { configureRemoteLoader } from '@agency/platform';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import ContactPage from './ContactPage';

// Its own file: the remote mount caches a loaded module per page load, as the browser would.
describe('contact page, subscription mode, commerce unavailable', () => {
  afterEach(() => {
    configureRemoteLoader(null);
    jest.restoreAllMocks();
  });

  it('shows the remote error area with "Try again", not a crash', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    configureRemoteLoader({ load: async () => Promise.reject(new Error('offline')) });
    renderWithProviders(<ContactPage />, { route: '/contact?plan=x' });
    expect(await screen.findByTestId('remote-error')).toHaveTextContent('Try again');
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Subscription' })).toBeInTheDocument();
  });
});
