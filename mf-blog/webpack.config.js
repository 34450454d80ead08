const { createWebpackConfig } = require('@agency/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'blog',
  kind: 'remote',
  title: 'mf-blog (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
