'use strict';
const path = require('path');

/**
 * A browser bundle must not carry the build machine's paths. webpack writes a module's bare
 * `import.meta.url` as its `file:///` address on the build machine (pdfjs-dist's pdf.mjs asks for it
 * in a branch that runs only in Node, so the address of this checkout ended up in mf-marketing's
 * chunk). This defines it instead as the module's name in webpack's own scheme, relative to the
 * app's folder, as its source maps name it: `webpack://<app>/../node_modules/pdfjs-dist/build/pdf.mjs`.
 *
 * Public webpack API only: a DefinePlugin value per module (`DefinePlugin.runtimeValue`), taken
 * from the compiler's own webpack (`compiler.webpack`), so a remote built with another webpack
 * (fixtures/version-skew) gets its own. Webpack applies a config's plugins before its own, so this
 * definition answers a bare `import.meta.url` first; `new URL('./x', import.meta.url)`, which
 * webpack turns into an emitted asset's URL (mf-marketing's PDF worker), is left to webpack.
 */
class ImportMetaUrlPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { DefinePlugin } = compiler.webpack;
    const app = compiler.options.output.uniqueName || 'app';
    new DefinePlugin({
      'import.meta.url': DefinePlugin.runtimeValue(({ module }) => {
        const resource = /** @type {{ resource?: string }} */ (module).resource || '';
        const relative = path.relative(compiler.context, resource).split(path.sep).join('/');
        return JSON.stringify(`webpack://${app}/${relative}`);
      }),
    }).apply(compiler);
  }
}

module.exports = { ImportMetaUrlPlugin };
