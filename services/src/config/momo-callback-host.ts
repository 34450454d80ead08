type Env = Record<string, string | undefined>;

const CALLBACK_PATH = '/api/payments/momo-callback';

/**
 * MOMO_CALLBACK_HOST as written: a bare host ("api.nyota.example") or an https origin. MoMo refuses
 * a request-to-pay whose X-Callback-Url is on another host than the one registered for the API user
 * (INVALID_CALLBACK_URL_HOST), so the callback URL is built on this host.
 */
export function momoCallbackUrlOnHost(raw: string): string {
  const value = raw.trim().replace(/\/+$/, '');
  return `${/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`}${CALLBACK_PATH}`;
}

function hostOf(raw: string | undefined): { host: string; https: boolean } | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw.trim()) ? raw.trim() : `https://${raw.trim()}`);
    return url.hostname ? { host: url.host, https: url.protocol === 'https:' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Production refusals for MoMo's callback (issue 48): where MTN goes to MoMo directly, the callback
 * must be on a host MoMo accepts: MOMO_CALLBACK_HOST (or, without it, PUBLIC_URL's host) must be set
 * and https, and a MOMO_CALLBACK_URL must be on that same host. It has to match the callback host
 * registered with MTN for the API user; otherwise every request-to-pay is refused.
 */
export function momoCallbackHostRefusals(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const momoUsed = ['UG', 'RW'].some((c) => (env[`PAYMENTS_${c}_MTN_VIA`] || 'momo') === 'momo');
  if (!momoUsed) return [];
  const problems: string[] = [];
  const named = env.MOMO_CALLBACK_HOST?.trim();
  const host = named ? hostOf(named) : hostOf(env.PUBLIC_URL);
  const name = named ? 'MOMO_CALLBACK_HOST' : 'MOMO_CALLBACK_HOST (or PUBLIC_URL)';
  if (!host) problems.push(`${name} is required in production: the host registered with MTN for the MoMo API user's callbacks`);
  // Without MOMO_CALLBACK_HOST the callback is on PUBLIC_URL, whose own refusal already names it.
  else if (!host.https && named) problems.push(`${name} must be https in production (MoMo calls the callback over https; got "${named || env.PUBLIC_URL}")`);
  const url = env.MOMO_CALLBACK_URL ? hostOf(env.MOMO_CALLBACK_URL) : undefined;
  if (host && url && url.host !== host.host) {
    problems.push(`MOMO_CALLBACK_URL must be on the MoMo callback host ${host.host} (got "${env.MOMO_CALLBACK_URL}"): MoMo refuses another host`);
  }
  return problems;
}
