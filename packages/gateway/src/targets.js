'use strict';
const { FRONTENDS } = require('./apps');

/** Shared inputs of every front-end build: the workspace packages and the lock file. */
const SHARED_FRONTEND_INPUTS = ['packages/ui', 'packages/platform', 'packages/build', 'package-lock.json', 'tsconfig.base.json'];

/** Everything `npm start` may need to build, with what each build reads and writes. */
const BUILD_TARGETS = [
  ...FRONTENDS.map((app) => ({
    name: app.dir,
    workspace: app.dir,
    outDir: `${app.dir}/dist`,
    inputs: [app.dir, ...SHARED_FRONTEND_INPUTS],
  })),
  {
    name: 'services',
    workspace: 'services',
    outDir: 'services/dist',
    inputs: ['services/src', 'services/tsconfig.json', 'services/tsconfig.build.json', 'services/package.json', 'package-lock.json', 'tsconfig.base.json'],
  },
  {
    // The local payment provider: its own workspace, so it stays out of the API's build and image.
    name: 'payment-sandbox',
    workspace: 'packages/payment-sandbox',
    outDir: 'packages/payment-sandbox/dist',
    inputs: ['packages/payment-sandbox/src', 'packages/payment-sandbox/tsconfig.json', 'packages/payment-sandbox/tsconfig.build.json', 'packages/payment-sandbox/package.json', 'tsconfig.base.json'],
  },
];

module.exports = { BUILD_TARGETS };
