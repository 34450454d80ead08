/**
 * Which remote, and which version of it, a file of the page belongs to. The page's remotes map
 * (`<script type="application/json" id="agency-remotes">`, written by the gateway for this visitor)
 * names each remote's entry or manifest; the remote's files sit in that folder (publicPath 'auto'),
 * so a file's URL under the folder is that remote's, and the folder names the version:
 * `/remotes/blog/20261122T001500Z-1a2b3c4d/` or `https://cdn.example/blog/20261122T001500Z-1a2b3c4d/`.
 * A remote served from its own build (no release yet) is version `base`.
 */
export interface RemoteOnPage {
  remote: string;
  version: string;
  /** Absolute URL of the folder the remote's files are served from. */
  folder: string;
}

const VERSION = /\/(\d{8}T\d{6}Z-[0-9a-f]{8})\/[^/]*$/;

export function remotesOfMap(map: Record<string, unknown>, base: string): RemoteOnPage[] {
  const out: RemoteOnPage[] = [];
  for (const [remote, url] of Object.entries(map)) {
    if (typeof url !== 'string') continue;
    let absolute: URL;
    try {
      absolute = new URL(url, base);
    } catch {
      continue;
    }
    const folder = absolute.href.slice(0, absolute.href.lastIndexOf('/') + 1);
    out.push({ remote, version: VERSION.exec(absolute.pathname)?.[1] ?? 'base', folder });
  }
  return out;
}

/** The remote a file (script, style, chunk) is one of, or null for the shell's own files and others. */
export function remoteOfFile(fileUrl: string | null | undefined, remotes: RemoteOnPage[]): RemoteOnPage | null {
  if (!fileUrl) return null;
  // The longest folder first: a remote served from a folder inside another's is told apart.
  let found: RemoteOnPage | null = null;
  for (const r of remotes) if (fileUrl.startsWith(r.folder) && (!found || r.folder.length > found.folder.length)) found = r;
  return found;
}

/** The files an error's stack passes through, innermost first (Chromium, Firefox and Safari stack shapes). */
export function stackFiles(stack: unknown): string[] {
  if (typeof stack !== 'string') return [];
  return [...stack.matchAll(/(https?:\/\/[^\s)]+?)(?::\d+){1,2}\)?(?:\s|$)/g)].map((m) => m[1]);
}
