'use strict';
const fs = require('fs');
const path = require('path');
const { ROOT } = require('./apps');

/** @param {string} file a path from the repository root */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/**
 * Workspace folders by package name, read from the root package.json's `workspaces` (packages/*
 * and the top-level slices): the one list CI's slices and `npm test` go through.
 * @returns {Record<string, string>}
 */
function workspaceFolders() {
  /** @type {Record<string, string>} */
  const folders = {};
  for (const pattern of /** @type {string[]} */ (readJson('package.json').workspaces)) {
    const dirs = pattern.endsWith('/*') ? fs.readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`) : [pattern];
    for (const dir of dirs) {
      if (fs.existsSync(path.join(ROOT, dir, 'package.json'))) folders[readJson(`${dir}/package.json`).name] = dir;
    }
  }
  return folders;
}

module.exports = { workspaceFolders };
