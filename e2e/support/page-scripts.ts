/** What the gateway's script loader starts once a page is painted (packages/gateway/src/document/script-loader.js). */
export interface PageScripts {
  scripts: string[];
  preload: string[];
  fetch: string[];
}

// The gateway's own reader of the list it writes, so the tests read it the way it is written.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readScriptList } = require('@agency/gateway/script-loader') as { readScriptList: (html: string) => PageScripts | null };

/** The loader's list in a page's HTML. */
export function pageScripts(html: string): PageScripts {
  const list = readScriptList(html);
  if (!list) throw new Error('the page has no script list');
  return list;
}
