import { onPageReady, whenSettled } from './pageReady';

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
    void whenSettled(root, 20).then(() => (settled = true));
    await flush();
    expect(settled).toBe(true);
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
