import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, css } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SSR_CSS_ATTRIBUTE, SSR_GLOBAL_ATTRIBUTE, adoptServerStyles } from './serverStyles';

const globalStyles = css`body { margin: 0; }`;
const boxStyles = css`display: grid; gap: 8px;`;

function Page() {
  return (
    <>
      <Global styles={globalStyles} />
      <main css={boxStyles}>Hello</main>
    </>
  );
}

/** What the server sends for <Page />: its two head tags and the body (serverStyles.server.test.tsx checks the server's side). */
function serverPage() {
  const box = serializeStyles([boxStyles]).name;
  const global = serializeStyles([globalStyles]).name;
  document.head.innerHTML =
    `<style ${SSR_GLOBAL_ATTRIBUTE}="${global}">body{margin:0;}</style>` + `<style ${SSR_CSS_ATTRIBUTE}="css ${box}">.css-${box}{display:grid;gap:8px;}</style>`;
  document.body.innerHTML = `<div id="root"><main class="css-${box}">Hello</main></div>`;
  return document.getElementById('root')!;
}

function hydrate(cache: EmotionCache) {
  const root = serverPage();
  const changes: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const r of records) for (const n of [...r.addedNodes, ...r.removedNodes]) if (n.nodeName === 'STYLE') changes.push(r.addedNodes.length ? 'added' : 'removed');
  };
  const observer = new MutationObserver(note);
  observer.observe(document, { childList: true, subtree: true });
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(
      root,
      <CacheProvider value={cache}>
        <Page />
      </CacheProvider>,
      { onRecoverableError: (e) => errors.push(e) },
    );
  });
  // Records are delivered later; take the pending ones before stopping.
  note(observer.takeRecords());
  observer.disconnect();
  return { changes, errors, root };
}

describe('the browser adopts the server styles where they are', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('hydrates without inserting, moving or removing a style element', () => {
    serverPage();
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache, document);
    const { changes, errors, root } = hydrate(cache);
    expect(errors).toEqual([]);
    expect(changes).toEqual([]);
    expect(document.querySelectorAll('style')).toHaveLength(2);
    expect(root.innerHTML).toMatch(/^<main class="css-[a-z0-9]+">Hello<\/main>$/);
  });

  it('without adopting them, emotion inserts the same rules again (what adopting saves)', () => {
    serverPage();
    const { changes } = hydrate(createCache({ key: 'css' }));
    expect(changes.filter((c) => c === 'added').length).toBeGreaterThanOrEqual(2);
  });

  it('still inserts a rule the server did not send (a part rendered later)', () => {
    serverPage();
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache, document);
    hydrate(cache);
    const extra = serializeStyles([css`color: rgb(9, 9, 9);`]);
    cache.insert(`.css-${extra.name}`, extra, cache.sheet, true);
    expect(cache.sheet.tags.length).toBe(1);
  });
});
