const fs = require('node:fs');

module.exports = async () => {
  if (process.env.PGLITE_TEMPLATE_DIR) fs.rmSync(process.env.PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
};
