'use strict';
/**
 * Runtime plugin of the shell: a remote that cannot be loaded (server down, 500, bad manifest)
 * must cost only its own area. Instead of letting the runtime throw an opaque error deep in a
 * loader, we turn every loading failure into a RemoteUnavailableError that the shell's error
 * boundary shows with a "Try again" button. Network retries happen first (fetch with backoff).
 */
class RemoteUnavailableError extends Error {
  constructor(id, cause) {
    super(`The ${id} module could not be loaded.`);
    this.name = 'RemoteUnavailableError';
    this.remoteId = id;
    this.cause = cause;
  }
}

const RETRIES = 2;
const BASE_DELAY_MS = 300;

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

module.exports = function resiliencePlugin() {
  return {
    name: 'agency-resilience-plugin',
    async fetch(url, init) {
      // Manifests are served with Cache-Control: no-cache, so the browser revalidates them; a plain
      // fetch also lets the browser reuse the page's preload of the manifest.
      let lastError;
      for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
        try {
          const res = await fetch(url, init);
          if (res.ok) return res;
          lastError = new Error(`HTTP ${res.status} for ${url}`);
          if (res.status < 500) break;
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRIES) await sleep(BASE_DELAY_MS * 2 ** attempt);
      }
      throw lastError;
    },
    errorLoadRemote(args) {
      const id = args && args.id ? args.id : 'remote';
      throw new RemoteUnavailableError(id, args && args.error);
    },
  };
};
