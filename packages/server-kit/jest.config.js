module.exports = { rootDir: __dirname, testEnvironment: 'node', testMatch: ['<rootDir>/test/**/*.test.js'] };
