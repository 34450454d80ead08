// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// The chunk is named so the server can preload it (packages/gateway/src/document/snapshot.js).
// It is asked for in a task of its own: this chunk's evaluation already initialises the federation
// runtime (its plugins, remotes and share scope), and asking for the bootstrap chunk resolves the
// shared modules it consumes and appends its scripts: done in the same task, the two made the
// longest task after the first paint on every page, the page frozen on a slow phone meanwhile.
// yieldToBrowser is a module of its own, so importing it here does not pull the bootstrap chunk in.
import { yieldToBrowser } from './yieldToBrowser';

type StartWindow = Window & { __agencyStartFailed?: () => void };

void yieldToBrowser()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => {
    // A chunk did not arrive after its retries (packages/build/webpack.js), or the page's code
    // failed as it started: the page cannot become live. The script loader
    // (packages/gateway/src/document/script-loader.js) stops the event capture holding taps and tells the
    // visitor to reload. Still reported, as an unhandled rejection.
    (window as StartWindow).__agencyStartFailed?.();
    throw error;
  });
