import { AuthProvider } from '@agency/platform';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@agency/routing';
import { DesignSystemProvider } from '@agency/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { resetCatalogCache } from '../api/catalog';
import { CATALOG, mockFetch } from '../test/render';
import PricingPage from './PricingPage';

function BrowserButtons() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
      <output data-testid="address">{pathname + search}</output>
    </>
  );
}

/** A history of entries, the last one shown. */
function renderHistory(entries: string[]) {
  return render(
    <DesignSystemProvider>
      <AuthProvider>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/pricing" element={<PricingPage />} />
            <Route path="/subscribe" element={<h1>Subscribe</h1>} />
          </Routes>
          <BrowserButtons />
        </MemoryRouter>
      </AuthProvider>
    </DesignSystemProvider>,
  );
}

const price = (plan: string) => within(screen.getByTestId(`plan-${plan}`)).getByTestId('plan-price');
const choose = (name: string) => screen.getByRole('link', { name: `Choose ${name}` });
const browser = (name: 'back' | 'forward') =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Browser ${name}` }));
  });

beforeEach(() => {
  resetCatalogCache();
  mockFetch((call) => (call.url === '/api/catalog' ? [200, CATALOG] : [500, undefined]));
});

describe('PricingPage', () => {
  it('shows UGX by default and links each plan to /subscribe without a currency', async () => {
    renderHistory(['/pricing']);
    expect(await screen.findByTestId('plan-brand-training-pro')).toBeInTheDocument();
    expect(price('brand-training-pro')).toHaveTextContent('UGX 550,000');
    expect(choose('Brand Training Pro')).toHaveAttribute('href', '/subscribe?plan=brand-training-pro');
    expect(screen.getByRole('radio', { name: 'UGX' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the chosen currency in its address (replaced, not pushed) and carries it to /subscribe', async () => {
    renderHistory(['/', '/pricing']);
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
    await browser('back');
    // The page mounts again and its catalog gate looks once more: let that answer land.
    expect(await screen.findByTestId('plan-brand-training-pro')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/pricing\?currency=RWF$/);
    expect(price('brand-training-pro')).toHaveTextContent('RWF 255,000');
    expect(screen.getByRole('radio', { name: 'RWF' })).toHaveAttribute('aria-checked', 'true');

    // Back to UGX drops the parameter; the switches made no entries of their own: Back leaves /pricing.
    fireEvent.click(screen.getByRole('radio', { name: 'UGX' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/pricing$/);
    expect(price('brand-training-pro')).toHaveTextContent('UGX 550,000');
    await browser('back');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('reads the currency from the address (a reload), taking only UGX or RWF', async () => {
    renderHistory(['/pricing?currency=rwf']);
    expect(await screen.findByTestId('plan-one-time-toolkit')).toBeInTheDocument();
    expect(price('one-time-toolkit')).toHaveTextContent('RWF 185,000');
  });

  it('shows UGX for a currency it does not sell in', async () => {
    renderHistory(['/pricing?currency=EUR']);
    expect(await screen.findByTestId('plan-one-time-toolkit')).toBeInTheDocument();
    expect(price('one-time-toolkit')).toHaveTextContent('UGX 395,000');
    expect(choose('One-Time Toolkit Access')).toHaveAttribute('href', '/subscribe?plan=one-time-toolkit');
  });
});
