'use strict';

/**
 * Ports of the standalone dev servers (`npm run dev -w <app>`), kept clear of what `npm start`
 * and the e2e suite listen on, so a team can run its slice alone beside the composed site.
 */
/** @type {Record<string, number>} */
const DEV_PORTS = { shell: 3010, marketing: 3011, portfolio: 3012, blog: 3013, commerce: 3014, assistant: 3015, admin: 3016 };

/**
 * What `npm start` and the e2e suite listen on: [variable, default, who].
 * @type {[string, number, string][]}
 */
const COMPOSED_PORTS = [
  ['PORT', 3000, 'npm start (site)'],
  ['API_PORT', 3100, 'npm start (API)'],
  ['SANDBOX_PORT', 3200, 'npm start (payment sandbox)'],
  ['E2E_PORT', 3300, 'the e2e site'],
  ['E2E_API_PORT', 3301, 'the e2e API'],
  ['E2E_SANDBOX_PORT', 3302, 'the e2e payment sandbox'],
];

/** Each port the composed site may use here: its default, and the environment's value if set. */
function reservedPorts(env = process.env) {
  /** @type {Map<number, string>} */
  const reserved = new Map();
  for (const [variable, fallback, who] of COMPOSED_PORTS) {
    reserved.set(fallback, who);
    if (env[variable]) reserved.set(Number(env[variable]), `${who}, ${variable}`);
  }
  return reserved;
}

/**
 * The dev server's port: DEV_PORT from the environment, else the app's default. Not PORT: that is
 * `npm start`'s, and the two run side by side. A port of the composed site is refused by name
 * instead of failing later with EADDRINUSE, or answering in place of the composed site.
 * @param {string} name the app's federation name
 * @param {NodeJS.ProcessEnv} [env]
 */
function devServerPort(name, env = process.env) {
  const raw = env.DEV_PORT;
  const port = raw === undefined || raw === '' ? DEV_PORTS[name] : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`dev server port for ${name}: "${raw}" is not a port number (DEV_PORT)`);
  }
  const owner = reservedPorts(env).get(port);
  if (owner) throw new Error(`dev server port ${port} for ${name} is taken by ${owner}; set DEV_PORT to another port`);
  return port;
}

module.exports = { DEV_PORTS, devServerPort, reservedPorts };
