import { parseTrustProxy, type TrustProxy } from '@agency/server-kit';

export type { TrustProxy };

/**
 * TRUST_PROXY as express reads `trust proxy` (@agency/server-kit, the gateway's reading too), with
 * a value it cannot read named among the settings' problems, so the start stops with every problem
 * at once. `true` in production is refused by production-rules.ts.
 */
export function readTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  try {
    return parseTrustProxy(raw);
  } catch (error) {
    problems.push((error as Error).message);
    return raw?.trim() || 'loopback';
  }
}
