'use strict';

/**
 * The chunks the shared libraries are built into, and a build check that only shared code is in them.
 *
 * Left to itself webpack makes each shared module its own chunk and copies the small modules two
 * of them import into each. Every page loads React, emotion and the site's own shared packages, so
 * they are built as two chunks, split by how often they change:
 * - `vendor`: React, react-dom and emotion, pinned third-party code that a release of the site
 *   leaves alone (a returning visitor keeps it cached);
 * - `agency`: the design system, the platform (auth, API client), the router as @agency/routing
 *   trims it, and the fonts' URLs, which change with the site's code.
 * A chunk per shared module meant many more scripts and more bytes on the first load of `/`
 * (e2e/bench/weight.mjs); one chunk for all of it is barely smaller than these two groups, but any
 * release of the site's own code would then make every visitor download React again.
 *
 * A group is loaded whole. A module in it that a front end imports directly, not through the share
 * scope, would make that front end load the whole group, its fallback copies of every shared library
 * with it. So the groups hold only the shared packages' own code (the parts of @agency/platform that
 * are not shared are left out), and VendorChunksGuardPlugin fails a build in which a chunk group
 * other than a shared module's own (provided, or a consumer's fallback) needs a group's chunk.
 */
const NODE_MODULES = String.raw`[\\/]node_modules[\\/]`;
const VENDOR_CHUNKS = {
  vendor: new RegExp(`${NODE_MODULES}(react|react-dom|scheduler|@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\\\/]runtime)[\\\\/]`),
  // @agency/platform's sub-paths (federation, standalone, api-schema, format, catalog, content, rum) are imported directly.
  agency: new RegExp(
    String.raw`[\\/]packages[\\/](ui|routing|platform)[\\/](?!src[\\/](federation|standalone|format|catalog|content|rum|api[\\/]schema)[\\/.])` +
      // The design system's fonts are files: here only their URLs, which would be a chunk of their own.
      `|${NODE_MODULES}(react-router|react-router-dom|@remix-run[\\\\/]router|openapi-fetch|@fontsource-variable)[\\\\/]`,
  ),
};

/** The cacheGroups of splitChunks: one chunk per group of VENDOR_CHUNKS. */
function vendorCacheGroups() {
  return Object.fromEntries(Object.entries(VENDOR_CHUNKS).map(([name, test]) => [name, { test, name, chunks: /** @type {const} */ ('all'), enforce: true }]));
}

/** Module types whose async blocks load a shared module: a provided one, or a consumer's fallback. */
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

class VendorChunksGuardPlugin {
/** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VendorChunksGuardPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('VendorChunksGuardPlugin', (_chunks, chunkGroups) => {
        for (const group of chunkGroups) {
          const vendors = group.chunks.filter((chunk) => chunk.name && Object.hasOwn(VENDOR_CHUNKS, chunk.name)).map((chunk) => chunk.name);
          if (vendors.length === 0) continue;
          const origins = group.origins.filter((origin) => !origin.module || !SHARED_MODULE_TYPES.has(origin.module.type));
          if (origins.length === 0) continue;
          const by = origins.map((origin) => (origin.module ? origin.module.readableIdentifier(compilation.requestShortener) : `entry ${group.name}`));
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${vendors.join(', ')} (shared libraries' chunk) would be loaded whole by ${by.join(', ')}: ` +
                'a module of a shared package is imported directly, not through the share scope. Import it through its shared package, ' +
                'or leave it out of the group in packages/build/vendor-chunks.js.',
            ),
          );
        }
      });
    });
  }
}

module.exports = { VENDOR_CHUNKS, vendorCacheGroups, VendorChunksGuardPlugin };
