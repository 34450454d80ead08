'use strict';
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const PLUGIN = 'ShadowedSharingRuntimePlugin';

/**
 * Leaves out webpack's own share runtime (`__webpack_require__.S` and `.I`, with the table of the
 * modules a container provides) wherever module federation's runtime module defines the same two
 * names. `@module-federation/enhanced` adds its own "sharing" runtime module to every runtime
 * chunk, and asking for the share scope makes webpack add its built-in one too. Webpack's is
 * emitted first and enhanced's, one stage later, replaces both names before anything can call
 * them: dead code in the shell's main chunk and in every remote's remoteEntry.js (about 1.4 KB
 * minified, 0.28 KB gzip, each).
 */
class ShadowedSharingRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeModule.tap(PLUGIN, (module, chunk) => {
        if (!(module instanceof WebpackShareRuntimeModule)) return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          // Only when federation's module is there to define them (otherwise nothing would).
          const replaced = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
            (other) => other !== module && other.name === 'sharing' && !(other instanceof WebpackShareRuntimeModule),
          );
          return replaced ? null : generate();
        };
      });
    });
  }
}

module.exports = { ShadowedSharingRuntimePlugin };
