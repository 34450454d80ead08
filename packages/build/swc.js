'use strict';
/**
 * One swc configuration for webpack (swc-loader) and jest (@swc/jest), so the code
 * the tests run is compiled exactly like the code the browser runs.
 */
function swcOptions({ development = false, forJest = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: {
        react: {
          runtime: 'automatic',
          // The css prop of the design system needs emotion's JSX runtime.
          importSource: '@emotion/react',
          development,
          refresh: false,
        },
      },
    },
    module: forJest ? { type: 'commonjs' } : undefined,
    sourceMaps: true,
  };
}

module.exports = { swcOptions };
