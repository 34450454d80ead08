// `node -r ./test/support/swc-register.js src/main.ts`: runs the API's TypeScript sources in a real
// Node process, compiled on load by swc with the options jest uses (tests that need two processes).
const fs = require('node:fs');
const swc = require('@swc/core');

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
