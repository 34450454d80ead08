/** What the gateway's script loader starts once a page is painted (packages/gateway/src/script-loader.js). */
export interface PageScripts {
  scripts: string[];
  preload: string[];
  fetch: string[];
}

/** The loader's list in a page's HTML. */
export function pageScripts(html: string): PageScripts {
  const match = /<script type="application\/json" id="agency-scripts">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no script list');
  return JSON.parse(match[1]) as PageScripts;
}
