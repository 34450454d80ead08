import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureRemoteLoader, RemoteUnavailableError } from '../remotes/loader';
import type { RemoteName } from '../remotes/contracts';

/** Deploy-time map of remote name -> URL of its mf-manifest.json (served as /remotes.json). */
export type RemoteMap = Partial<Record<RemoteName, string>>;

function toRemotes(map: RemoteMap) {
  return Object.entries(map)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, entry]) => ({ name, entry }));
}

/**
 * Reads the deploy-time remotes file and wires the federation runtime into the shared loader.
 * Remote URLs are never baked into the shell's bundle: releasing a remote only changes this file.
 * If the file itself cannot be read, every remote area shows its error, and the frame still works.
 */
async function readRemotesMap(url: string): Promise<RemoteMap> {
  // The server may have inlined the map into the page as JSON data (one round trip less on slow
  // networks; data, not a script, so the page's CSP needs no hash for it).
  const inlined = document.getElementById('agency-remotes')?.textContent;
  if (inlined) {
    try {
      return JSON.parse(inlined) as RemoteMap;
    } catch {
      // fall through to the file
    }
  }
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as RemoteMap;
  } catch (error) {
    console.error(`[federation] could not read ${url}`, error);
    return {};
  }
}

export async function bootFederation(url = '/remotes.json'): Promise<RemoteMap> {
  const map = await readRemotesMap(url);
  registerRemotes(toRemotes(map));
  const reset = (id: string) => {
    const name = id.split('/')[0] as RemoteName;
    const entry = map[name];
    // force: drop the cached (failed) entry and manifest so the next load fetches them again.
    if (entry) registerRemotes([{ name, entry }], { force: true });
  };
  const loadOnce = async (id: string) => {
    const mod = await loadRemote(id);
    if (mod === undefined || mod === null) throw new Error(`${id} resolved to nothing`);
    return mod;
  };
  configureRemoteLoader({
    async load(id) {
      const name = id.split('/')[0] as RemoteName;
      if (!map[name]) throw new RemoteUnavailableError(id, new Error(`${name} is not in ${url}`));
      try {
        return await loadOnce(id);
      } catch {
        // The page preloads the files of the page's remote; a preload that failed is handed to the
        // first request for the same file, so one more attempt is what reaches the network.
        reset(id);
        return loadOnce(id);
      }
    },
    reset,
  });
  return map;
}
