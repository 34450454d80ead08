'use strict';
/** The release tooling is plain Node: no DOM, no transpiling. */
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.test.js'],
};
