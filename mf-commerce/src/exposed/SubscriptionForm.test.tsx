import { Route, useSearchParams } from '@agency/routing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCatalogCache } from '../api/catalog';
import { CATALOG, mockFetch, pressBrowser, renderHistory, renderWithProviders } from '../test/render';
import SubscriptionForm from './SubscriptionForm';

/** The subscribe page's use of the form, with the browser's Back and Forward as buttons. */
function Subscribe() {
  const [params] = useSearchParams();
  return <SubscriptionForm planKey={params.get('plan')} />;
}



function fillDetails() {
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Eric' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Mugisha' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'eric@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '+250788' } });
}


/** The pages around the one under test. */
const ROUTES = (
  <>
    <Route path="/pricing" element={<h1>Pricing</h1>} />
    <Route path="/subscribe" element={<Subscribe />} />
  </>
);

beforeEach(() => {
  // Each test starts without a draft of the tab before (sessionStorage lives as long as the test file).
  sessionStorage.clear();
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

  it('carries the currency chosen on /pricing into the payment step', async () => {
    renderHistory(['/pricing?currency=RWF', '/subscribe?plan=brand-training-pro&currency=RWF'], ROUTES);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('RWF 255,000');
    expect(screen.getByRole('button', { name: 'Pay RWF 255,000' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Currency/)).toHaveValue('RWF');
  });

  it('takes only an allowed currency from the address, UGX otherwise', async () => {
    renderHistory(['/subscribe?plan=brand-training-pro&currency=EUR'], ROUTES);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('UGX 550,000');
  });

  it("makes the payment step a history entry: the browser's Back returns to the filled details, Forward to the payment", async () => {
    renderHistory(['/pricing', '/subscribe?plan=brand-training-pro'], ROUTES);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Step 2 of 2 · Payment')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/subscribe?plan=brand-training-pro&step=2');
    // A choice made on the payment step is kept too.
    fireEvent.change(screen.getByLabelText(/^Currency/), { target: { value: 'RWF' } });

    await pressBrowser('back');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/subscribe\?plan=brand-training-pro$/);
    expect(screen.getByText('Step 1 of 2 · Your details')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Eric');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('eric@example.com');

    await pressBrowser('forward');
    expect(screen.getByText('Step 2 of 2 · Payment')).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('RWF 255,000');

    // The in-page back link is the same step back, not one more entry: Back from the details leaves for /pricing.
    fireEvent.click(screen.getByRole('button', { name: 'Back to your details' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Eric');
    await pressBrowser('back');
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('opened at the payment step without details, shows the details step and drops the step from the address', async () => {
    renderHistory(['/subscribe?plan=brand-training-pro&step=2&currency=RWF'], ROUTES);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    expect(screen.getByText('Step 1 of 2 · Your details')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/subscribe\?plan=brand-training-pro&currency=RWF$/));
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('RWF 255,000');
  });

  it('moves focus to the first detail to fix when "Continue" finds one', async () => {
    renderWithProviders(<SubscriptionForm planKey="brand-training-pro" />);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    fillDetails();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'eric@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('gives the details back after the tab is reloaded, at the details step', async () => {
    const first = renderHistory(['/subscribe?plan=brand-training-pro'], ROUTES);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Eric' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'eric@example.com' } });
    first.unmount();

    renderHistory(['/subscribe?plan=brand-training-pro'], ROUTES);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Eric'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('eric@example.com');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('');
    expect(screen.getByText('Step 1 of 2 · Your details')).toBeInTheDocument();
  });

  it('reloaded at the payment step (?step=2), stays there with the details of the draft', async () => {
    const first = renderHistory(['/subscribe?plan=brand-training-pro&currency=RWF'], ROUTES);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/subscribe?plan=brand-training-pro&currency=RWF&step=2');
    first.unmount(); // the tab is reloaded at the payment step

    renderHistory(['/subscribe?plan=brand-training-pro&currency=RWF&step=2'], ROUTES);
    expect(await screen.findByText('Step 2 of 2 · Payment')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/subscribe?plan=brand-training-pro&currency=RWF&step=2');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('RWF 255,000');
    fireEvent.click(screen.getByRole('button', { name: 'Back to your details' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Eric');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+250788');
  });

  it('ignores a draft of the wrong shape: opened at the payment step, it shows the details step', async () => {
    sessionStorage.setItem('agency:draft:commerce:subscription-details', JSON.stringify({ firstName: ['Eric'], email: 42 }));
    renderHistory(['/subscribe?plan=brand-training-pro&step=2'], ROUTES);
    await screen.findByRole('heading', { name: 'Brand Training Pro' });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/subscribe\?plan=brand-training-pro$/));
    expect(screen.getByText('Step 1 of 2 · Your details')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
  });
});
