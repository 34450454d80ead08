'use strict';

/** V8's explicit compile hint (Chromium 136+): compile every function of this script eagerly. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/** Libraries loaded on demand and only partly run (the PDF viewer): left to V8's lazy compiling. */
const DEFAULT_EXCLUDE = /[\\/]node_modules[\\/](pdfjs-dist|react-pdf)[\\/]/;

/**
 * Puts V8's `//# allFunctionsCalledOnLoad` compile hint at the top of every browser chunk whose
 * code a page runs when it loads (the federation and webpack runtime, React, emotion, the design
 * system, the remotes' entries and pages).
 *
 * Without it V8 pre-parses each function and compiles it on the main thread the first time it is
 * called; for these chunks that is nearly all of them, during start-up. With the hint a streamed
 * script is compiled whole on the script-streaming thread while it downloads: less script time on
 * the main thread during start-up, and less of what Lighthouse's mobile TBT adds up (the same build
 * with and without the comment, compared in cold loads). Browsers without the hint ignore a comment.
 *
 * Added after minifying (which drops comments) and before the content hash is computed, so the
 * file names still follow the content.
 */
class CompileHintsPlugin {
  /** @param {{ exclude?: RegExp }} [options] chunks holding a module whose path matches keep lazy compiling */
  constructor({ exclude = DEFAULT_EXCLUDE } = {}) {
    this.exclude = exclude;
  }

/** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        // A file two chunks list gets the hint once.
        const hinted = new Set();
        for (const chunk of compilation.chunks) {
          if (this.holdsExcluded(compilation, chunk)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js') || hinted.has(file)) continue;
            hinted.add(file);
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        }
      });
    });
  }

  /**
   * @param {import('webpack').Compilation} compilation
   * @param {import('webpack').Chunk} chunk
   */
  holdsExcluded(compilation, chunk) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      // A concatenated module (scope hoisting) holds several source modules; a module read from a
      // file has its `resource` (webpack's Module types declare neither on the base class).
      const inner = /** @type {{ modules?: { resource?: string }[], resource?: string }} */ (module);
      for (const part of inner.modules ?? [inner]) if (this.exclude.test(part.resource ?? '')) return true;
    }
    return false;
  }
}

module.exports = { CompileHintsPlugin, DEFAULT_EXCLUDE, HINT };
