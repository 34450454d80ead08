const { createWebpackConfig } = require('@agency/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'commerce',
  kind: 'remote',
  title: 'mf-commerce (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './PaymentDialog': './src/exposed/PaymentDialog.tsx',
    './SubscriptionForm': './src/exposed/SubscriptionForm.tsx',
    './SignIn': './src/exposed/SignIn.tsx',
  },
});
