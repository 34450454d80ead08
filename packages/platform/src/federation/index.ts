import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// Through the package name: the shared module, not a copy of its file in this chunk (vendor-chunks.js).
import { configureRemoteLoader, RemoteUnavailableError, type RemoteName } from '@agency/platform';

/** A remote named by its manifest (`/remotes.json` as released), not by its entry. */
const isManifestUrl = (url: string) => /\.json(?:[?#]|$)/.test(url);

/** Read only where no page named the entries: not part of a normal page's start-up. */
async function entryFromManifest(url: string): Promise<string> {
  return (await import('./entry')).entryFromManifest(url);
}

/**
 * Deploy-time map of remote name -> URL of its mf-manifest.json (served as /remotes.json). The
 * page the server renders carries it with each URL already turned into the remote's
 * remoteEntry.js where the server could read the manifest (packages/gateway/src/document/snapshot.js).
 */
export type RemoteMap = Partial<Record<RemoteName, string>>;

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
  // A remote is registered with its entry the first time one of its modules is asked for: a
  // manifest URL is read then, so a remote that is down costs only its own area.
  const registered = new Map<string, Promise<void>>();
  const everRegistered = new Set<string>();
  const register = (name: RemoteName): Promise<void> => {
    let done = registered.get(name);
    if (!done) {
      const target = map[name] as string;
      done = (isManifestUrl(target) ? entryFromManifest(target) : Promise.resolve(target)).then((entry) => {
        // force: drop the cached (failed) entry so the next load fetches it again.
        registerRemotes([{ name, entry }], everRegistered.has(name) ? { force: true } : undefined);
        everRegistered.add(name);
      });
      const attempt = done;
      // A failed read is forgotten (the next load tries again), unless a newer one took its place.
      attempt.catch(() => registered.get(name) === attempt && registered.delete(name));
      registered.set(name, done);
    }
    return done;
  };
  const loadOnce = async (id: string, name: RemoteName) => {
    await register(name);
    const mod = await loadRemote(id);
    if (mod === undefined || mod === null) throw new Error(`${id} resolved to nothing`);
    return mod;
  };
  const reset = (id: string) => {
    registered.delete(id.split('/')[0] as RemoteName);
  };
  configureRemoteLoader({
    async load(id) {
      const name = id.split('/')[0] as RemoteName;
      if (!map[name]) throw new RemoteUnavailableError(id, new Error(`${name} is not in ${url}`));
      try {
        return await loadOnce(id, name);
      } catch {
        // The page preloads the files of the page's remote; a preload that failed is handed to the
        // first request for the same file, so one more attempt is what reaches the network.
        reset(id);
        return loadOnce(id, name);
      }
    },
    reset,
  });
  return map;
}
