import proxyaddr from 'proxy-addr';

/** The trust-proxy setting of fastify and express alike: all (true), none (false), a hop count, or addresses and subnets. */
export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY as fastify reads its `trustProxy` (and express its `trust proxy`): `true`, `false`, a
 * hop count, or a comma-separated list of addresses, subnets and the names loopback, linklocal and
 * uniquelocal. Default: loopback (the
 * gateway on the same machine). A value they cannot read is a problem named here: it used to
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
    // The parser both run on the setting (fastify's @fastify/proxy-addr is a fork of it, split on
    // commas the same way): what passes here passes there.
    proxyaddr.compile(value.split(',').map((part) => part.trim()));
  } catch (error) {
    problems.push(`TRUST_PROXY must be true, false, a hop count, or addresses and subnets such as loopback, 172.29.16.0/24 (${(error as Error).message})`);
  }
  return value;
}
