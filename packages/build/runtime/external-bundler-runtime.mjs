/**
 * Stands in for `@module-federation/webpack-bundler-runtime/dist/bundler.js` in a remote's browser
 * build: the same object the federation entry copies onto `__webpack_require__.federation`, built
 * from the functions the shell provides (./provide-bundler-runtime-plugin.mjs) instead of a copy
 * of them in every remoteEntry.js.
 *
 * What is per container stays here: `instance`, `initOptions`, `bundlerRuntimeOptions`, the share
 * store `S` and `runtime`: this remote's own `init` and `getRemoteEntry` from
 * `@module-federation/runtime` (its runtime-core is the shell's, by `experiments.externalRuntime`).
 * That module remembers the first instance it creates, so the shell's copy must never init a
 * remote's container, or the shell's own `loadRemote` would start answering from the remote's
 * instance.
 */
import { getRemoteEntry, init } from '@module-federation/runtime';
// The shell's copy is built without it (a host exposes nothing: FEDERATION_HAS_EXPOSES is false).
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

// PROVIDED_SHAPE of ./provide-bundler-runtime-plugin.mjs, written out: importing it would bring that
// module's bundler runtime into the remote (the unit test loads the two together).
const SHAPE = 1;
const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided || provided.shape !== SHAPE) {
  throw new Error('This remote runs only inside a shell that provides the federation bundler runtime (same @module-federation version): load it through the shell.');
}

const federation = {
  // What the bundler runtime calls on it (init.js, getSharedFallbackGetter.js); the rest of the
  // module (loadRemote and the like, with its error texts) stays out of the entry.
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
