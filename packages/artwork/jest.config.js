// The package is ESM (.mjs): jest runs it as native modules (NODE_OPTIONS=--experimental-vm-modules).
export default { testEnvironment: 'node', testMatch: ['<rootDir>/test/**/*.test.mjs'], moduleFileExtensions: ['mjs', 'js', 'json'], transform: {} };
