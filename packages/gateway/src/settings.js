'use strict';
const { renderLimitSettings } = require('./render-limit');
const { trustProxySetting } = require('./trust-proxy');

/**
 * The gateway's own settings, or the process stops with one line naming every bad value (no stack),
 * as the API does: the render budget (./render-limit.js) and TRUST_PROXY (./trust-proxy.js).
 */
function gatewaySettingsOrExit(env = process.env, log = (line) => console.error(line)) {
  const problems = [];
  const read = (reader) => {
    try {
      return reader(env);
    } catch (error) {
      problems.push(error.message);
      return undefined;
    }
  };
  const settings = { renderLimits: read(renderLimitSettings), trustProxy: read(trustProxySetting) };
  if (problems.length) {
    log(`Refusing to start: ${problems.join('; ')}`);
    process.exit(1);
  }
  return settings;
}

module.exports = { gatewaySettingsOrExit };
