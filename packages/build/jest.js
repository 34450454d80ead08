'use strict';
const path = require('path');
const { swcOptions } = require('./swc');

/**
 * The jest preset of every front-end workspace: jsdom, swc, jest-dom matchers,
 * and stubs for static assets (which webpack turns into URLs).
 * @param {{ dir: string, environment?: string, extra?: Record<string, unknown> }} o
 */
function jestConfig({ dir, environment = 'jsdom', extra = {} }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ forJest: true })],
    },
    transformIgnorePatterns: ['/node_modules/(?!(@agency)/)'],
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|webp|avif|svg|pdf|mp4|webm|woff2?|docx|xlsx|zip)$': path.join(__dirname, 'jest-asset-stub.js'),
      '\\.css$': path.join(__dirname, 'jest-asset-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
    ...extra,
  };
}

module.exports = { jestConfig };
