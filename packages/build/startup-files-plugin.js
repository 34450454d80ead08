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
        // task of its own: their chunks are start-up files too. Only the bootstrap module's own
        // import()s: a lazy import inside one of its steps (the federation's manifest reader, used
        // only where no page named the remotes' entries) is not part of a page's start, and its
        // preload made Chrome warn "preloaded ... but not used within a few seconds" on the pages.
        const { chunkGraph } = compilation;
        /** @param {import('webpack').Module} module */
        const atEntry = (module) => [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.canBeInitial());
        // The import() that starts it (shell/src/index.ts, in the entry chunk) names the bootstrap
        // module; the group's other origins are its steps, named into the same chunk.
        for (const origin of bootstrap?.origins ?? []) {
          if (!origin.module || !atEntry(origin.module)) continue;
          for (const block of origin.module.blocks) {
            if (chunkGraph.getBlockChunkGroup(block) !== bootstrap) continue;
            for (const dependency of block.dependencies) {
              const steps = compilation.moduleGraph.getModule(dependency);
              for (const step of steps?.blocks ?? []) addGroup(chunkGraph.getBlockChunkGroup(step));
            }
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
