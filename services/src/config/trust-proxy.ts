import proxyaddr from 'proxy-addr';

/** Express's `trust proxy` setting: all (true), none (false), a hop count, or addresses and subnets. */
export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY as express reads `trust proxy`: `true`, `false`, a hop count, or a comma-separated
 * list of addresses, subnets and the names loopback, linklocal and uniquelocal. Default: loopback
 * (the gateway on the same machine). A value express cannot read is a problem named here: it used to
 * reach Nest's start as a TypeError with a stack ("invalid IP address").
 *
 * The gateway reads the same setting the same way (packages/gateway/src/trust-proxy.js).
 */
export function readTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = raw?.trim() || 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  try {
    // The very parser express runs on the setting, split on commas the same way: what passes here
    // passes there.
    proxyaddr.compile(value.split(',').map((part) => part.trim()));
  } catch (error) {
    problems.push(`TRUST_PROXY must be true, false, a hop count, or addresses and subnets such as loopback, 172.29.16.0/24 (${(error as Error).message})`);
  }
  return value;
}
