module.exports = require('@agency/build/jest').jestConfig({
  dir: __dirname,
  extra: { setupFiles: [require('path').join(__dirname, 'jest.polyfills.js')] },
});
