module.exports = require('@agency/build/jest').jestConfig({ dir: __dirname });
