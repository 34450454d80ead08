// @ts-check
'use strict';
const { renderLimitSettings } = require('../pages/render-limit');
const { trustProxySetting } = require('../edge/trust-proxy');
const { redisUrlSetting } = require('../pages/redis-client');
const { rumSampleRate } = require('../document/rum-config');
const { pageTokenSecret } = require('@agency/server-kit');

/**
 * The gateway's own settings, or the process stops with one line naming every bad value (no stack),
 * as the API does: the render budget (../pages/render-limit.js), TRUST_PROXY (../edge/trust-proxy.js),
 * REDIS_URL, where the replicas count that budget together (../pages/redis-client.js), and PAGE_TOKEN_SECRET
 * (required and private in production: it signs the pages' visit tokens and preview links).
 */
/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {(line: string) => void} [log]
 */
function gatewaySettingsOrExit(env = process.env, log = (line) => console.error(line)) {
  /** @type {string[]} */
  const problems = [];
  /**
   * @template T
   * @param {(env: NodeJS.ProcessEnv) => T} reader
   * @returns {T | undefined}
   */
  const read = (reader) => {
    try {
      return reader(env);
    } catch (error) {
      problems.push(/** @type {Error} */ (error).message);
      return undefined;
    }
  };
  const settings = { renderLimits: read(renderLimitSettings), trustProxy: read(trustProxySetting), redisUrl: read(redisUrlSetting), rumSampleRate: read(rumSampleRate), tokenSecret: read(pageTokenSecret) };
  if (problems.length) {
    log(`Refusing to start: ${problems.join('; ')}`);
    process.exit(1);
  }
  return settings;
}

module.exports = { gatewaySettingsOrExit };
