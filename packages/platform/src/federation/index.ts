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
export async function bootFederation(url = '/remotes.json'): Promise<RemoteMap> {
  let map: RemoteMap = {};
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    map = (await res.json()) as RemoteMap;
  } catch (error) {
    console.error(`[federation] could not read ${url}`, error);
  }
  registerRemotes(toRemotes(map));
  configureRemoteLoader({
    async load(id) {
      const name = id.split('/')[0] as RemoteName;
      if (!map[name]) throw new RemoteUnavailableError(id, new Error(`${name} is not in ${url}`));
      return loadRemote(id);
    },
    reset(id) {
      const name = id.split('/')[0] as RemoteName;
      const entry = map[name];
      // force: drop the cached (failed) entry and manifest so the next load fetches them again.
      if (entry) registerRemotes([{ name, entry }], { force: true });
    },
  });
  return map;
}
