import { configureRemoteLoader, forgetRemoteMounts, type RemoteName } from '@agency/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Remote name -> absolute URL of its server entry (remotes.json, read by the gateway). */
export type ServerRemotes = Partial<Record<RemoteName, string>>;

let current: ServerRemotes = {};
let budgetMs = 300;
/**
 * Modules whose code is loaded in the current registration of their remote: later loads cost
 * little and get the short budget. Registering a remote again (a release, a rollback, a reset)
 * drops its loaded code, so its modules are cold again, even at an entry loaded before: a
 * rollback to the version that ran before the release reads and evaluates that code anew.
 */
const warm = new Set<string>();
const forgetWarm = (name: string) => {
  for (const key of warm) if (key.startsWith(`${name}/`)) warm.delete(key);
};
/**
 * The first load of a version (after a start, a release, a rollback) reads and evaluates its code:
 * it gets more time, so the page right after a release is already rendered with the new version.
 */
const COLD_BUDGET_MS = 3000;

function timeout(id: string, ms: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`${id} took longer than ${ms} ms on the server`)), ms).unref?.();
  });
}

/**
 * Points the server's federation runtime at the remotes of the live map. A remote whose entry
 * changed (a release, a rollback) is registered again and every component loaded before is
 * forgotten, so the next page renders the new version without a restart.
 */
export function pointAtRemotes(remotes: ServerRemotes, budget: number): void {
  budgetMs = budget;
  const changed = Object.entries(remotes).filter(([name, entry]) => current[name as RemoteName] !== entry);
  const removed = Object.keys(current).filter((name) => !(name in remotes));
  if (changed.length === 0 && removed.length === 0) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
  for (const [name] of changed) forgetWarm(name);
  current = { ...remotes };
  forgetRemoteMounts();
  configureRemoteLoader({
    async load(id) {
      const name = id.split('/')[0] as RemoteName;
      if (!current[name]) throw new Error(`${name} is not in the remotes map`);
      // A slow remote costs its own area only: past the budget its part is left to the browser.
      const entry = current[name] as string;
      const mod = await Promise.race([loadRemote(id), timeout(id, warm.has(id) ? budgetMs : Math.max(budgetMs, COLD_BUDGET_MS))]);
      if (mod === undefined || mod === null) throw new Error(`${id} resolved to nothing`);
      // Still the registration the load started under (not replaced by a release meanwhile).
      if (current[name] === entry) warm.add(id);
      return mod;
    },
    reset(id) {
      const name = id.split('/')[0] as RemoteName;
      const entry = current[name];
      if (entry) registerRemotes([{ name, entry }], { force: true });
      forgetWarm(name);
    },
  });
}
