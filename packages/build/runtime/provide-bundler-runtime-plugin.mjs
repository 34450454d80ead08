/**
 * Runtime plugin of the shell: hands its federation bundler runtime (the functions that init a
 * container, load remotes and consume shared modules) to the remotes, next to the runtime-core
 * that inject-external-runtime-core-plugin hands them. A remote built with
 * ./external-bundler-runtime.mjs uses these instead of carrying its own copy in its remoteEntry.js
 * (marketing's: 8.8 -> 4.2 KB gzip, on every page that loads a remote).
 *
 * Only stateless functions are handed over: each container keeps its own state object (see the
 * other file). An ES module, so that it shares the shell's ES build of the bundler runtime instead
 * of adding the CommonJS one.
 */
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime/bundler';

/** Bumped when what is handed over changes shape; the remotes' side checks it. */
export const PROVIDED_SHAPE = 1;

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'agency-provide-bundler-runtime',
    beforeInit(args) {
      if (!globalThis._FEDERATION_BUNDLER_RUNTIME) {
        globalThis._FEDERATION_BUNDLER_RUNTIME = { shape: PROVIDED_SHAPE, bundlerRuntime, attachShareScopeMap };
      }
      return args;
    },
  };
}
