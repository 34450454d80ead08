const { createWebpackConfig } = require('@agency/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'portfolio',
  kind: 'remote',
  title: 'mf-portfolio (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
