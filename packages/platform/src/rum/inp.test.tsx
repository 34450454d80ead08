import { DesignSystemProvider } from '@agency/ui';
import { render, screen } from '@testing-library/react';
import { RemoteMount } from '../remotes/RemoteMount';
import { ReadySuspense } from '../remotes/readiness';
import { configureRemoteLoader } from '../remotes/loader';
import { remoteOfElement } from './partMarks';
import { startInteractionLog } from './interactions';
import type { RumBatch } from './reporter';

type InpCallback = (metric: { value: number; attribution: { interactionTime?: number; interactionTarget?: string } }) => void;
const inp: { callback?: InpCallback; options?: { generateTarget?: (node: Node | null) => string | undefined } } = {};
jest.mock('web-vitals/attribution/onINP.js', () => ({ onINP: (callback: InpCallback, options: typeof inp.options) => Object.assign(inp, { callback, options }) }));
jest.mock('web-vitals/onLCP.js', () => ({ onLCP: jest.fn() }));
jest.mock('web-vitals/onCLS.js', () => ({ onCLS: jest.fn() }));

const V1 = '20261122T001500Z-1a2b3c4d';
const routeOf = (pathname: string) => (pathname.startsWith('/blog/') ? '/blog/:slug' : pathname === '/' ? '/' : '*');

/** A beacon's body (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** A page of the shell: its header, the blog's routes with a lazy page of their own, and the commerce dialog inside that. */
async function page() {
  configureRemoteLoader({
    load: async (id) =>
      id === 'blog/routes'
        ? {
            default: () => (
              <ReadySuspense fallback={null}>
                <button type="button">Share</button>
                <RemoteMount id="commerce/PaymentDialog" props={{ open: true, onClose: () => undefined, itemKey: 'kit' }} />
              </ReadySuspense>
            ),
          }
        : { default: () => <button type="button">Pay</button> },
  });
  render(
    <DesignSystemProvider>
      <header>
        <button type="button">Menu</button>
      </header>
      <RemoteMount id="blog/routes" />
    </DesignSystemProvider>,
  );
  // Two remotes loaded one inside the other: more than testing-library's default second on a busy host.
  await screen.findByRole('button', { name: 'Pay' }, { timeout: 10_000 });
}

describe('INP names the route and the remote whose element took the interaction', () => {
  afterEach(() => configureRemoteLoader(null));

  test('the nearest remote part holds the element; the frame is "shell"', async () => {
    await page();
    expect(remoteOfElement(screen.getByRole('button', { name: 'Share' }))).toBe('blog');
    expect(remoteOfElement(screen.getByRole('button', { name: 'Pay' }))).toBe('commerce');
    expect(remoteOfElement(screen.getByRole('button', { name: 'Menu' }))).toBe('shell');
    expect(remoteOfElement(null)).toBe('shell');
    // The markup is untouched: the outline carries the same empty attribute as any part.
    expect(screen.getByRole('button', { name: 'Share' }).closest('[data-part]')?.getAttribute('data-part')).toBe('');
  });

  test('an input is placed on the route it was made on, even when its handler changed the address and removed the element', async () => {
    await page();
    window.history.replaceState(null, '', '/blog/kampala-brand-week?from=someone@example.com');
    const log = startInteractionLog(window, routeOf);
    const share = screen.getByRole('button', { name: 'Share' });
    let time = 0;
    share.addEventListener('click', (event) => {
      time = event.timeStamp;
      window.history.replaceState(null, '', '/');
      share.remove();
    });
    share.click();
    expect(log.placeOf(time)).toEqual({ route: '/blog/:slug', remote: 'blog' });
    expect(log.placeOf(time + 500)).toBeNull();
    expect(log.placeOf(undefined)).toBeNull();
  });

  test("startRum sends the INP with its route pattern and remote in the page's beacon", async () => {
    await page();
    window.history.replaceState(null, '', '/blog/kampala-brand-week');
    document.head.innerHTML = `<script type="application/json" id="agency-remotes">${JSON.stringify({ blog: `/remotes/blog/${V1}/remoteEntry.js`, commerce: '/remotes/commerce/remoteEntry.js' })}</script>`;
    const beacons: Blob[] = [];
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_: string, body: Blob) => beacons.push(body) > 0 });
    const { startRum } = await import('./index');
    startRum(routeOf);
    let time = 0;
    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.addEventListener('pointerdown', (event) => (time = event.timeStamp));
    pay.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    inp.callback!({ value: 232, attribution: { interactionTime: time } });
    // An interaction whose input the page did not see: the remote generateTarget named, the route now.
    inp.callback!({ value: 96, attribution: { interactionTime: time + 10_000, interactionTarget: inp.options!.generateTarget!(screen.getByRole('button', { name: 'Share' })) } });
    window.dispatchEvent(new Event('pagehide'));
    const batches = (await Promise.all(beacons.map(textOf))).map((text) => JSON.parse(text) as RumBatch);
    expect(batches.flatMap((b) => b.vitals)).toEqual([
      { name: 'INP', value: 232, route: '/blog/:slug', remote: 'commerce' },
      { name: 'INP', value: 96, route: '/blog/:slug', remote: 'blog' },
    ]);
    expect(batches[0].route).toBe('/blog/:slug');
  });
});
