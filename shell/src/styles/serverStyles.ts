import type { EmotionCache } from '@emotion/cache';

/**
 * The page's styles travel in the head of the server's HTML as two tags, the global rules and then
 * the class rules, and the browser's emotion cache adopts them where they are.
 *
 * Why not emotion's own server output: it writes a `<style data-emotion>` beside every element
 * that uses a new class (over a hundred on `/`) and every emotion cache created in the browser
 * moves them all into the head (the cache `@emotion/react` makes on import, then the page's own),
 * then re-inserts each. Every move of a style element makes Chromium parse its sheet again and
 * recompute the style and layout of the whole page, several full passes while the page becomes
 * live (docs/decisions/styles-in-head.md). These tags carry their own attributes, which emotion never looks
 * for, so nothing moves: the browser styles the page once, from the head, before any script runs.
 */
export const SSR_CSS_ATTRIBUTE = 'data-ssr-css';
export const SSR_GLOBAL_ATTRIBUTE = 'data-ssr-global';

/** Text inside <style> ends at the first "</style"; CSS reads "\/" as "/", so this changes nothing else. */
const safe = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/** One style element of the head: the attribute that names its rules, and the rules. */
export interface ServerStyleSheet {
  attribute: typeof SSR_GLOBAL_ATTRIBUTE | typeof SSR_CSS_ATTRIBUTE;
  value: string;
  css: string;
}

/**
 * The style sheets for what a server render inserted into `cache`, global rules first: the page's
 * document writes them into its head (the gateway's packages/gateway/src/document/page-document.js). The
 * cache must be in emotion's `compat` mode (set before rendering): the rules are then kept in
 * `cache.inserted` instead of written beside the elements.
 */
export function serverStyleSheets(cache: EmotionCache): ServerStyleSheet[] {
  const globalNames: string[] = [];
  const classNames: string[] = [];
  let globalCss = '';
  let classCss = '';
  // In insertion order, that is the order the browser would have inserted them in.
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A class is registered under its class name; keyframes travel with the class that uses them.
    // Anything else came from <Global>, which emotion puts before the class rules.
    if (cache.registered[`${cache.key}-${name}`] !== undefined || name.startsWith('animation-')) {
      classNames.push(name);
      classCss += rules;
    } else {
      globalNames.push(name);
      globalCss += rules;
    }
  }
  return [
    { attribute: SSR_GLOBAL_ATTRIBUTE, value: globalNames.join(' '), css: globalCss },
    { attribute: SSR_CSS_ATTRIBUTE, value: `${cache.key} ${classNames.join(' ')}`, css: classCss },
  ];
}

/** The same sheets as head tags, for a renderer that writes them as they are. */
export function serverStyleTags(cache: EmotionCache): string {
  return serverStyleSheets(cache)
    .map(({ attribute, value, css }) => `<style ${attribute}="${value}">${safe(css)}</style>`)
    .join('');
}

/**
 * Marks the rules of the server's head tags as present in the browser's `cache`, so hydrating
 * inserts none of them again and touches no style element. Rules the page needs later (another
 * page, the chat) are inserted by emotion as usual. Without server tags (a page the browser
 * renders alone) it does nothing.
 */
export function adoptServerStyles(cache: EmotionCache, doc: Document): void {
  const classTag = doc.querySelector(`style[${SSR_CSS_ATTRIBUTE}]`);
  const [key, ...classNames] = (classTag?.getAttribute(SSR_CSS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  if (key === cache.key) for (const name of classNames) cache.inserted[name] = true;
  const globalNames = new Set((doc.querySelector(`style[${SSR_GLOBAL_ATTRIBUTE}]`)?.getAttribute(SSR_GLOBAL_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  if (!globalNames.size) return;
  for (const name of globalNames) cache.inserted[name] = true;
  // <Global> always inserts its rules into a sheet of its own, unless it finds emotion's own tag
  // for them, which it would then move. Its insert goes through the cache: skip the ones the
  // server's tag already holds (the same rules give the same name).
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    selector === '' && globalNames.has(serialized.name) ? undefined : insert(selector, serialized, sheet, shouldCache);
}
