// Webpack turns asset imports into URLs; in jest a stable fake URL is enough.
module.exports = 'asset-stub';
