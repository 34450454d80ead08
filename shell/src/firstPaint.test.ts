import { onFirstContent, whenSettled } from './firstPaint';

function page(withFirstPaint: boolean) {
  document.head.innerHTML = withFirstPaint ? '<style data-prerender>.x{}</style>' : '';
  document.body.innerHTML = `${withFirstPaint ? '<div id="prerender"><h1>Build Smarter.</h1></div>' : ''}<div id="root"${
    withFirstPaint ? ' data-behind-prerender' : ''
  }><main><div data-testid="loading-area"></div></main></div>`;
  delete document.documentElement.dataset.pageReady;
  return document.getElementById('root') as HTMLElement;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('first paint hand-over', () => {
  it('waits while a part of the page is still loading', async () => {
    const root = page(false);
    let settled = false;
    void whenSettled(root).then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    root.querySelector('[data-testid="loading-area"]')?.remove();
    await flush();
    expect(settled).toBe(true);
  });

  it('gives up waiting after the limit rather than keep a frozen copy on screen', async () => {
    const root = page(false);
    let settled = false;
    void whenSettled(root, 20).then(() => (settled = true));
    await flush();
    expect(settled).toBe(true);
  });

  it('swaps the server first paint for the live page once it has settled, and says the page is ready', async () => {
    const root = page(true);
    const done = onFirstContent(root);
    await flush();
    expect(document.getElementById('prerender')).not.toBeNull();
    expect(document.documentElement.dataset.pageReady).toBeUndefined();
    root.querySelector('[data-testid="loading-area"]')?.remove();
    await done;
    expect(document.getElementById('prerender')).toBeNull();
    expect(root.hasAttribute('data-behind-prerender')).toBe(false);
    expect(document.querySelector('style[data-prerender]')).toBeNull();
    expect(document.documentElement.dataset.pageReady).toBe('true');
  });

  it('only marks the page ready when there was no first paint', async () => {
    const root = page(false);
    root.innerHTML = '<main><h1>Live</h1></main>';
    await onFirstContent(root);
    expect(root.textContent).toBe('Live');
    expect(document.documentElement.dataset.pageReady).toBe('true');
  });
});
