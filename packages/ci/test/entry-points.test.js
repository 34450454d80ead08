'use strict';
const fs = require('fs');
const path = require('path');
const { workspaceFolders, ROOT } = require('../slices');

/**
 * What a workspace's package.json promises (main, types, bin, a string exports) exists in the
 * checkout, so `require('@agency/x')` never fails on a renamed file. Build outputs (dist/) are
 * made by the build and not checked here.
 */
describe('workspace entry points', () => {
  const folders = Object.values(workspaceFolders());

  it('finds the workspaces', () => {
    expect(folders).toEqual(expect.arrayContaining(['services', 'packages/release', 'packages/payment-sandbox']));
  });

  it.each(folders)('%s: every file its package.json names exists', (folder) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
    const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin || {});
    const named = [pkg.main, pkg.types, typeof pkg.exports === 'string' ? pkg.exports : undefined, ...bins].filter(Boolean);
    const missing = named.filter((file) => !/^(\.\/)?dist\//.test(file) && !fs.existsSync(path.join(ROOT, folder, file)));
    expect(missing).toEqual([]);
  });
});
