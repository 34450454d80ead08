const { createWebpackConfig } = require('@agency/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'marketing',
  kind: 'remote',
  title: 'mf-marketing (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
