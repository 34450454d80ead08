/**
 * A remotes map may name a remote by its mf-manifest.json (`/remotes.json` as released) or by its
 * remoteEntry.js (the map the server inlines into a page). The shell is built without the
 * federation runtime's own manifest reader (`disableSnapshot`), so a manifest is read here: only
 * the entry's name and folder are needed.
 */

const RETRIES = 2;
const BASE_DELAY_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server error or a dropped connection is tried again with backoff; a 4xx is final. */
async function fetchManifest(url: string): Promise<unknown> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      // Manifests are served with Cache-Control: no-cache: the browser revalidates them.
      const res = await fetch(url);
      if (res.ok) return await res.json();
      lastError = new Error(`HTTP ${res.status} for ${url}`);
      if (res.status < 500) break;
    } catch (error) {
      lastError = error;
    }
    if (attempt < RETRIES) await sleep(BASE_DELAY_MS * 2 ** attempt);
  }
  throw lastError;
}

interface ManifestEntry {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

/** The remoteEntry.js next to the manifest (remotes are built with publicPath 'auto'). */
export function entryUrlOf(manifestUrl: string, manifest: unknown, base = document.baseURI): string {
  const entry = (manifest as ManifestEntry | null)?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name) throw new Error(`${manifestUrl} names no remoteEntry`);
  const folder = typeof entry.path === 'string' && entry.path ? `${entry.path}/` : '';
  const manifestHref = new URL(manifestUrl, base);
  const url = new URL(`${folder}${entry.name}`, manifestHref);
  // Only a file under the manifest's own folder: a name such as '//host/x.js' or '../x.js' is refused.
  if (!url.href.startsWith(new URL('./', manifestHref).href)) throw new Error(`${manifestUrl} names an entry outside its folder`);
  return url.href;
}

export async function entryFromManifest(manifestUrl: string, base = document.baseURI): Promise<string> {
  return entryUrlOf(manifestUrl, await fetchManifest(new URL(manifestUrl, base).href), base);
}
