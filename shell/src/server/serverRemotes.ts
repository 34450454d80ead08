import { configureRemoteLoader, forgetRemoteMounts, type RemoteName } from '@agency/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Remote name -> absolute URL of its server entry (remotes.json, read by the gateway). */
export type ServerRemotes = Partial<Record<RemoteName, string>>;

let current: ServerRemotes = {};
let budgetMs = 300;
/** Server entries whose code has been loaded once: later loads cost little and get the short budget. */
const warm = new Set<string>();
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
  current = { ...remotes };
  forgetRemoteMounts();
  configureRemoteLoader({
    async load(id) {
      const name = id.split('/')[0] as RemoteName;
      if (!current[name]) throw new Error(`${name} is not in the remotes map`);
      // A slow remote costs its own area only: past the budget its part is left to the browser.
      const entry = current[name] as string;
      const mod = await Promise.race([loadRemote(id), timeout(id, warm.has(id + entry) ? budgetMs : Math.max(budgetMs, COLD_BUDGET_MS))]);
      if (mod === undefined || mod === null) throw new Error(`${id} resolved to nothing`);
      warm.add(id + entry);
      return mod;
    },
    reset(id) {
      const name = id.split('/')[0] as RemoteName;
      const entry = current[name];
      if (entry) registerRemotes([{ name, entry }], { force: true });
    },
  });
}
