// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');

/**
 * What the site serves is public static content read by another user (nginx's workers, www-data in
 * the web image): folders 755, files 644, whatever modes the build folder had (a mkdtemp folder is 700).
 * @param {string} dir
 */
function makeReadable(dir) {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeReadable(full);
    else fs.chmodSync(full, 0o644);
  }
}

module.exports = { makeReadable };
