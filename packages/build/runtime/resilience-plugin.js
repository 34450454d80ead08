'use strict';
/**
 * Runtime plugin of the shell: a remote that cannot be loaded (server down, 500, bad manifest)
 * must cost only its own area. Instead of letting the runtime throw an opaque error deep in a
 * loader, we turn every loading failure into a RemoteUnavailableError that the shell's error
 * boundary shows with a "Try again" button. A manifest the shell reads is retried with backoff
 * first (packages/platform/src/federation/entry.ts); a remote's entry is tried twice by the loader.
 */
class RemoteUnavailableError extends Error {
  /**
   * @param {string} id
   * @param {unknown} cause
   */
  constructor(id, cause) {
    super(`The ${id} module could not be loaded.`);
    this.name = 'RemoteUnavailableError';
    this.remoteId = id;
    this.cause = cause;
  }
}

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
module.exports = function resiliencePlugin() {
  return {
    name: 'agency-resilience-plugin',
    errorLoadRemote(args) {
      const id = args && args.id ? args.id : 'remote';
      throw new RemoteUnavailableError(id, args && args.error);
    },
  };
};
