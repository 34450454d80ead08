import { Route } from '@agency/routing';
import { fireEvent, screen, within } from '@testing-library/react';
import { resetCatalogCache } from '../api/catalog';
import { CATALOG, mockFetch, pressBrowser, renderHistory } from '../test/render';
import PricingPage from './PricingPage';



const price = (plan: string) => within(screen.getByTestId(`plan-${plan}`)).getByTestId('plan-price');
const choose = (name: string) => screen.getByRole('link', { name: `Choose ${name}` });

/** The pages around the one under test. */
const ROUTES = (
  <>
    <Route path="/" element={<h1>Home</h1>} />
    <Route path="/pricing" element={<PricingPage />} />
    <Route path="/subscribe" element={<h1>Subscribe</h1>} />
  </>
);

beforeEach(() => {
  resetCatalogCache();
  mockFetch((call) => (call.url === '/api/catalog' ? [200, CATALOG] : [500, undefined]));
});

describe('PricingPage', () => {
  it('shows UGX by default and links each plan to /subscribe without a currency', async () => {
    renderHistory(['/pricing'], ROUTES);
    expect(await screen.findByTestId('plan-brand-training-pro')).toBeInTheDocument();
    expect(price('brand-training-pro')).toHaveTextContent('UGX 550,000');
    expect(choose('Brand Training Pro')).toHaveAttribute('href', '/subscribe?plan=brand-training-pro');
    expect(screen.getByRole('radio', { name: 'UGX' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the chosen currency in its address (replaced, not pushed) and carries it to /subscribe', async () => {
    renderHistory(['/', '/pricing'], ROUTES);
    await screen.findByTestId('plan-brand-training-pro');
    fireEvent.click(screen.getByRole('radio', { name: 'RWF' }));
    expect(price('brand-training-essentials')).toHaveTextContent('RWF 175,000');
    expect(price('brand-training-pro')).toHaveTextContent('RWF 255,000');
    expect(price('one-time-toolkit')).toHaveTextContent('RWF 185,000');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/pricing\?currency=RWF$/);
    expect(choose('Brand Training Pro')).toHaveAttribute('href', '/subscribe?plan=brand-training-pro&currency=RWF');

    // "Choose", then the browser's Back: /pricing still in RWF.
    fireEvent.click(choose('Brand Training Pro'));
    expect(screen.getByTestId('address')).toHaveTextContent('/subscribe?plan=brand-training-pro&currency=RWF');
    await pressBrowser('back');
    // The page mounts again and its catalog gate looks once more: let that answer land.
    expect(await screen.findByTestId('plan-brand-training-pro')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/pricing\?currency=RWF$/);
    expect(price('brand-training-pro')).toHaveTextContent('RWF 255,000');
    expect(screen.getByRole('radio', { name: 'RWF' })).toHaveAttribute('aria-checked', 'true');

    // Back to UGX drops the parameter; the switches made no entries of their own: Back leaves /pricing.
    fireEvent.click(screen.getByRole('radio', { name: 'UGX' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/pricing$/);
    expect(price('brand-training-pro')).toHaveTextContent('UGX 550,000');
    await pressBrowser('back');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('reads the currency from the address (a reload), taking only UGX or RWF', async () => {
    renderHistory(['/pricing?currency=rwf'], ROUTES);
    expect(await screen.findByTestId('plan-one-time-toolkit')).toBeInTheDocument();
    expect(price('one-time-toolkit')).toHaveTextContent('RWF 185,000');
  });

  it('shows UGX for a currency it does not sell in', async () => {
    renderHistory(['/pricing?currency=EUR'], ROUTES);
    expect(await screen.findByTestId('plan-one-time-toolkit')).toBeInTheDocument();
    expect(price('one-time-toolkit')).toHaveTextContent('UGX 395,000');
    expect(choose('One-Time Toolkit Access')).toHaveAttribute('href', '/subscribe?plan=one-time-toolkit');
  });
});
