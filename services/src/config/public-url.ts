import net from 'node:net';

/** Addresses no visitor or payment provider can reach the site at. */
const UNREACHABLE = new net.BlockList();
UNREACHABLE.addSubnet('127.0.0.0', 8, 'ipv4');
UNREACHABLE.addSubnet('10.0.0.0', 8, 'ipv4');
UNREACHABLE.addSubnet('172.16.0.0', 12, 'ipv4');
UNREACHABLE.addSubnet('192.168.0.0', 16, 'ipv4');
UNREACHABLE.addSubnet('169.254.0.0', 16, 'ipv4');
UNREACHABLE.addSubnet('100.64.0.0', 10, 'ipv4');
UNREACHABLE.addSubnet('0.0.0.0', 8, 'ipv4');
UNREACHABLE.addAddress('::1', 'ipv6');
UNREACHABLE.addAddress('::', 'ipv6');
UNREACHABLE.addSubnet('fc00::', 7, 'ipv6');
UNREACHABLE.addSubnet('fe80::', 10, 'ipv6');

/**
 * Why PUBLIC_URL cannot be production's address, or undefined when it can. The payment providers'
 * IPN, the MoMo callback and the checkout return are made from it: an http address sends payers
 * and notifications in clear text, and a loopback or private host is reachable by no provider.
 */
export function publicUrlProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined; // named by loadConfig as a bad URL
  }
  if (url.protocol !== 'https:') return `PUBLIC_URL must be an https address in production (got "${raw}"): terminate TLS in front of nginx (docs/OPERATIONS.md)`;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const kind = net.isIP(host);
  if (kind ? UNREACHABLE.check(host, kind === 6 ? 'ipv6' : 'ipv4') : isLocalName(host)) {
    return `PUBLIC_URL names a loopback or private host (got "${raw}"): give the address visitors and payment providers reach`;
  }
  return undefined;
}

/** localhost, *.localhost, *.local, *.internal, and single-label names (a container's or a LAN's). */
function isLocalName(host: string): boolean {
  return host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host) || !host.includes('.');
}
