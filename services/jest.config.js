module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A guard against a hang, not a speed check (speed lives in `npm run bench`): a hook that starts
  // two API apps, each opening PGlite and running every migration, is slow on CI's two cores while
  // the other suites run beside it.
  testTimeout: 90000,
  // The contract test: every answer an app gave in a test file is checked against openapi.json.
  setupFilesAfterEnv: ['<rootDir>/test/support/contract/contract-setup.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
};
