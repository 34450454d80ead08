import { HOLD_LIMIT_MS } from '@agency/platform';
import { SETTLE_LIMIT_MS, onPageReady, whenSettled } from './pageReady';

function page() {
  document.body.innerHTML = '<div id="root"><main><div data-testid="loading-area"></div></main></div>';
  delete document.documentElement.dataset.pageReady;
  return document.getElementById('root') as HTMLElement;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 30));
type ReplayWindow = Window & { __agencyReplay?: () => void };

describe('page ready', () => {
  afterEach(() => delete (window as ReplayWindow).__agencyReplay);

  it('waits while a part of the page is still loading', async () => {
    const root = page();
    let settled = false;
    void whenSettled(root).then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    root.querySelector('[data-testid="loading-area"]')?.remove();
    await flush();
    expect(settled).toBe(true);
  });

  it('gives up waiting after the limit', async () => {
    const root = page();
    let settled = false;
    void whenSettled(root, performance.now() + 20).then(() => (settled = true));
    await flush();
    expect(settled).toBe(true);
  });

  it('counts its limit from the start of the first render, as the parts\' holds do', async () => {
    // The parts' holds lapsed (they count from the same start): the page is ready at once, loading
    // area or not, instead of waiting a second limit of its own.
    const root = page();
    const replay = jest.fn();
    (window as ReplayWindow).__agencyReplay = replay;
    const done = onPageReady(root, performance.now() - SETTLE_LIMIT_MS - 1);
    await flush();
    expect(replay).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.pageReady).toBe('true');
    await done;
  });

  it('waits for a loading area no longer than a part may hold the page', () => {
    expect(SETTLE_LIMIT_MS).toBe(HOLD_LIMIT_MS);
  });

  it('says the page is ready and plays the held events only once it has settled', async () => {
    const root = page();
    const replay = jest.fn();
    (window as ReplayWindow).__agencyReplay = replay;
    const done = onPageReady(root);
    await flush();
    expect(replay).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.pageReady).toBeUndefined();
    root.querySelector('[data-testid="loading-area"]')?.remove();
    await done;
    expect(replay).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.pageReady).toBe('true');
  });
});
