import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the token's signature is for: a JWT_SECRET signature made for another purpose never passes here. */
const PURPOSE = 'content-preview';
export const PREVIEW_TTL_MS = 15 * 60 * 1000;

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest('base64url');

/**
 * A signed, short-lived token naming one entry: whoever holds it sees that entry's latest revision
 * (the preview link). Signed with the API's JWT secret under its own purpose string, so production
 * refuses to start without a private one (production-rules.ts), as for sign-in tokens.
 */
export function signPreviewToken(entryId: string, secret: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now + PREVIEW_TTL_MS);
  const payload = b64(JSON.stringify({ e: entryId, x: Math.floor(expiresAt.getTime() / 1000) }));
  return { token: `${payload}.${mac(secret, payload)}`, expiresAt };
}

/** The entry id a valid, unexpired token names; undefined for anything else. */
export function entryOfPreviewToken(token: unknown, secret: string, now = Date.now()): string | undefined {
  if (typeof token !== 'string' || token.length > 1000) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown; x?: unknown };
    if (typeof claims.e !== 'string' || typeof claims.x !== 'number' || claims.x * 1000 <= now) return undefined;
    return claims.e;
  } catch {
    return undefined;
  }
}
