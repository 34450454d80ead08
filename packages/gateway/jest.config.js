module.exports = { rootDir: __dirname, testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.test.js'] };
