import { fireEvent, screen } from '@testing-library/react';
import { resetCatalogCache } from '../api/catalog';
import { CATALOG, mockFetch, renderWithProviders } from '../test/render';
import SubscriptionForm from './SubscriptionForm';

beforeEach(() => {
  resetCatalogCache();
  mockFetch((call) => (call.url === '/api/catalog' ? [200, CATALOG] : [500, undefined]));
});

describe('SubscriptionForm', () => {
  it('falls back to the default plan with a notice for an unknown key', async () => {
    renderWithProviders(<SubscriptionForm planKey="gold" />);
    expect(await screen.findByText('We could not find the plan "gold", so we selected Brand Training Essentials.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Brand Training Essentials' })).toBeInTheDocument();
  });

  it('requires the four details with a checked e-mail, and the back link keeps them', async () => {
    renderWithProviders(<SubscriptionForm planKey="brand-training-pro" />);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    for (const m of ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required']) {
      expect(screen.getByText(m)).toBeInTheDocument();
    }
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Eric' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Mugisha' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'eric@example' } });
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '+250788' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'eric@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(screen.getByText('Step 2 of 2 · Payment')).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('UGX 550,000');
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to your details' }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Eric');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('eric@example.com');
  });
});
