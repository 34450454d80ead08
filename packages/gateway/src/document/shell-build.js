// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { parseShellDocument } = require('./shell-document');

/**
 * @typedef {import('./shell-document').ShellDocument} ShellDocument
 * @typedef {object} ShellBuild
 * @property {string} stamp          when the build's files were written (see buildStamp)
 * @property {ShellDocument} document  its index.html, taken apart (./shell-document.js)
 * @property {string[]} preloads     the start-up files its first render needs (startup-files.json)
 * @property {string[]} fonts        its typefaces (fonts/*.woff2)
 */

/**
 * A build's JSON file, or null when it is missing or unreadable.
 * @param {string} file
 */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The shell's own start-up files, listed at build time (packages/build/startup-files-plugin.js).
 * @param {string} shellDist
 * @returns {string[]}
 */
function shellPreloads(shellDist) {
  const files = readJson(path.join(shellDist, 'startup-files.json'));
  return Array.isArray(files) ? files.map((file) => `/${file}`) : [];
}

/**
 * The site's two typefaces (shell/dist/fonts): without a hint the browser finds them only once it
 * lays out text, and the body face (font-display: swap) then redraws the page in it, moving
 * what is below the header.
 * @param {string} shellDist
 * @returns {string[]}
 */
function fontPreloads(shellDist) {
  try {
    return fs
      .readdirSync(path.join(shellDist, 'fonts'))
      .filter((file) => file.endsWith('.woff2'))
      .sort()
      .map((file) => `/fonts/${file}`);
  } catch {
    return [];
  }
}

/**
 * When a file or folder of the shell's build last changed (0: it is not there).
 * @param {string} file
 */
const changedAt = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * A build's stamp: when it wrote its index.html, startup-files.json and fonts folder. Each build
 * writes all three, so a few stat calls tell a new build without reading any of them.
 * @param {string} shellDist
 */
const buildStamp = (shellDist) => ['index.html', 'startup-files.json', 'fonts'].map((name) => changedAt(path.join(shellDist, name))).join(' ');

/** @type {Map<string, ShellBuild>} by build folder: read again only when a new build wrote them */
const builds = new Map();

/**
 * The shell build's index.html (taken apart), start-up files and typefaces, read once per build
 * stamp instead of on every page the cache does not hold.
 * @param {string} shellDist
 * @returns {ShellBuild}
 */
function shellBuild(shellDist) {
  const stamp = buildStamp(shellDist);
  let build = builds.get(shellDist);
  if (!build || build.stamp !== stamp) {
    const document = parseShellDocument(fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8'));
    build = { stamp, document, preloads: shellPreloads(shellDist), fonts: fontPreloads(shellDist) };
    builds.set(shellDist, build);
  }
  return build;
}

module.exports = { shellBuild, buildStamp, shellPreloads, fontPreloads, readJson };
