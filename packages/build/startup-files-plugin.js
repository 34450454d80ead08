'use strict';

/**
 * Emits `startup-files.json` for the host: every JS file its first render needs (the bootstrap
 * chunk and the chunks of each shared library it provides), so the server can preload them all at
 * once. The federation manifest's own lists leave out split vendor chunks, hence this plugin.
 */
class StartupFilesPlugin {
/** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** @type {Set<string>} */
        const files = new Set();
        /** @param {import('webpack').ChunkGroup | null | undefined} group */
        const addGroup = (group) => {
          if (!group) return;
          for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
        };
        const bootstrap = compilation.namedChunkGroups.get('bootstrap');
        addGroup(bootstrap);
        // The bootstrap loads its steps with import() (shell/src/bootstrap.tsx), each evaluated in a
        // task of its own: their chunks are start-up files too.
        for (const chunk of bootstrap?.chunks ?? []) {
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            for (const block of module.blocks) addGroup(compilation.chunkGraph.getBlockChunkGroup(block));
          }
        }
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module') continue;
          for (const block of module.blocks) addGroup(compilation.chunkGraph.getBlockChunkGroup(block));
        }
        compilation.emitAsset('startup-files.json', new sources.RawSource(JSON.stringify([...files].sort(), null, 2)));
      });
    });
  }
}

module.exports = { StartupFilesPlugin };
