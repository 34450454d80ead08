const { createWebpackConfig } = require('@agency/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'assistant',
  kind: 'remote',
  title: 'mf-assistant (standalone)',
  exposes: {
    './ChatWidget': './src/ChatWidget.tsx',
  },
});
