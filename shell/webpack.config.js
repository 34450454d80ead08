const { createWebpackConfig } = require('@agency/build');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', kind: 'host', title: 'Nyota Creative' });
