// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');

/**
 * Writes a file so that a reader sees either the old or the new content, never a half-written one:
 * write a temporary file in the same folder, flush it, then rename it over the target.
 * @param {string} file
 * @param {string} content
 */
function writeFileAtomic(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

/**
 * @param {string} file
 * @param {unknown} value
 */
function writeJsonAtomic(file, value) {
  writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * A JSON file's value, or `fallback` when there is no such file (its type is the caller's word).
 * @template T
 * @param {string} file
 * @param {T} fallback
 * @returns {T}
 */
function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
    if (code === 'ENOENT') return fallback;
    throw new Error(`${file} is not valid JSON: ${message}`);
  }
}

/** @param {number} ms */
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `fn` while holding an exclusive lock file, so two teams releasing at the same moment do not
 * lose each other's entry in remotes.json (each release is a read-modify-write of that file).
 * A lock older than `staleMs` belongs to a crashed release and is taken over.
 * @template T
 * @param {string} lockFile
 * @param {() => T} fn
 * @param {{ timeoutMs?: number, staleMs?: number }} [options]
 * @returns {T}
 */
function withLock(lockFile, fn, { timeoutMs = 30_000, staleMs = 120_000 } = {}) {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lockFile).mtimeMs > staleMs) fs.rmSync(lockFile, { force: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline) throw new Error(`another release holds ${lockFile}; try again`);
      sleep(100);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

module.exports = { writeFileAtomic, writeJsonAtomic, readJson, withLock };
