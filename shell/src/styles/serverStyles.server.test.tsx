/**
 * @jest-environment node
 */
import createCache from '@emotion/cache';
import { CacheProvider, Global, css, keyframes } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { SSR_CSS_ATTRIBUTE, SSR_GLOBAL_ATTRIBUTE, serverStyleTags } from './serverStyles';

const spin = keyframes`to { transform: rotate(360deg); }`;

function Page() {
  return (
    <>
      <Global styles={css`body { margin: 0; } p::after { content: '</style><script>alert(1)</script>'; }`} />
      <main css={css`display: grid; gap: 8px;`}>
        <p css={css`color: rgb(1, 2, 3); animation: ${spin} 1s linear infinite;`}>One</p>
        <p css={css`color: rgb(1, 2, 3); animation: ${spin} 1s linear infinite;`}>Two</p>
      </main>
    </>
  );
}

function render() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <Page />
    </CacheProvider>,
  );
  return { html, tags: serverStyleTags(cache) };
}

describe('the server render keeps the styles out of the body and puts them in two head tags', () => {
  it('writes no style element beside the elements', () => {
    const { html } = render();
    expect(html).not.toContain('<style');
    expect(html).toMatch(/<main class="css-[a-z0-9]+">/);
  });

  it('puts the global rules first, then every class the HTML uses with its keyframes', () => {
    const { html, tags } = render();
    const [globalTag, classTag] = tags.split('</style>').filter(Boolean);
    expect(globalTag).toMatch(new RegExp(`^<style ${SSR_GLOBAL_ATTRIBUTE}="[a-z0-9]+">body\\{margin:0;\\}`));
    const names = classTag.match(new RegExp(`${SSR_CSS_ATTRIBUTE}="css ([^"]+)"`))![1].split(' ');
    const used = [...html.matchAll(/class="css-([a-z0-9]+)"/g)].map((m) => m[1]);
    expect(new Set(used).size).toBe(2);
    for (const name of used) {
      expect(names).toContain(name);
      expect(classTag).toContain(`.css-${name}{`);
    }
    const animation = names.find((n) => n.startsWith('animation-'));
    expect(animation).toBeDefined();
    expect(classTag).toContain(`@keyframes ${animation}{`);
    // A class used twice is written once.
    expect(classTag.split('.css-').length - 1).toBe(2);
  });

  it('cannot end its style element early: "</style" inside a rule is escaped', () => {
    const { tags } = render();
    expect(tags.match(/<\/style/gi)).toHaveLength(2);
    expect(tags).toContain('<\\/style><script>');
  });
});
