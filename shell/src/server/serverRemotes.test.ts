/**
 * @jest-environment node
 */
import type { RemoteLoader } from '@agency/platform';
// jest.mock calls below are hoisted above this import.
import { pointAtRemotes } from './serverRemotes';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
let loader: RemoteLoader | null = null;
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));
jest.mock('@agency/platform', () => ({
  configureRemoteLoader: (next: RemoteLoader) => (loader = next),
  forgetRemoteMounts: () => undefined,
}));

const V1 = 'http://site/remotes/portfolio/v1/server/remoteEntry.js';
const V2 = 'http://site/remotes/portfolio/v2/server/remoteEntry.js';
const BUDGET = 40;
/** A module whose code takes `ms` to load, as a remote's first load reads and evaluates it. */
const takes = (ms: number) => () => new Promise((resolve) => setTimeout(() => resolve({ default: 'routes' }), ms));

describe("the server's remotes: a short budget for code already loaded, more time for a first load", () => {
  beforeEach(() => {
    loadRemote.mockReset();
    registerRemotes.mockReset();
  });

  it('gives a first load its time, holds a loaded module to the budget, and counts a rollback as a first load again', async () => {
    pointAtRemotes({ portfolio: V1 }, BUDGET);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'portfolio', entry: V1 }], { force: true });
    loadRemote.mockImplementation(takes(BUDGET * 3));
    await expect(loader!.load('portfolio/routes')).resolves.toEqual({ default: 'routes' });
    // Loaded: a load slower than the budget now leaves the part to the browser.
    await expect(loader!.load('portfolio/routes')).rejects.toThrow(`portfolio/routes took longer than ${BUDGET} ms on the server`);

    // A release: registered again, cold.
    pointAtRemotes({ portfolio: V2 }, BUDGET);
    await expect(loader!.load('portfolio/routes')).resolves.toEqual({ default: 'routes' });
    // The rollback to v1, which was loaded before the release: registered again, so cold too.
    pointAtRemotes({ portfolio: V1 }, BUDGET);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'portfolio', entry: V1 }], { force: true });
    await expect(loader!.load('portfolio/routes')).resolves.toEqual({ default: 'routes' });

    // A reset (after a failed load) registers it again as well.
    loader!.reset!('portfolio/routes');
    await expect(loader!.load('portfolio/routes')).resolves.toEqual({ default: 'routes' });
  });
});
