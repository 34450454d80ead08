'use strict';

/**
 * Resolves once `url` answers 2xx; throws when `child` exits first or after `tries` polls of 250 ms.
 * PGlite takes a minute or more to open on a busy shared machine, and several under valgrind.
 */
async function waitFor(url, child, tries = 1200) {
  for (let i = 0; i < tries && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

module.exports = { waitFor };
