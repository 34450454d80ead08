const { createWebpackConfig } = require('@agency/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin',
  kind: 'remote',
  title: 'mf-admin (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
