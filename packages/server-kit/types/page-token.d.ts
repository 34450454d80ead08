/**
 * Signed tokens the gateway's pages carry (docs/decisions/rum-visit-tokens.md): the visit token a
 * page's RUM reports must come with (the versions that page served, short-lived), and the link to
 * a private preview of a remote (packages/release `--preview`). HMAC-SHA256 with PAGE_TOKEN_SECRET,
 * one purpose per kind so a token of one kind is never read as the other.
 *
 * A token is `<payload>.<signature>`, both base64url; the payload is JSON with `e`, its expiry in
 * seconds since the epoch.
 */
/** The secret outside production when none is set: published here, so refused in production. */
export const DEV_PAGE_TOKEN_SECRET: "dev-only-page-token-secret-change-me-in-production";
/** The cookie a page answer sets with its visit token; sent with the reports (POST /api/rum) only. */
export const VISIT_COOKIE: "nyota_visit";
/** How long a page's visit token is good for: a page kept open longer stops reporting. */
export const VISIT_TOKEN_TTL_MS: number;
/**
 * PAGE_TOKEN_SECRET, or the development secret outside production. In production a missing, short
 * or published value throws, naming the setting (the gateway and the API refuse to start).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function pageTokenSecret(env?: NodeJS.ProcessEnv): string;
/**
 * @param {string} secret
 * @param {string} purpose  'visit' or 'preview'
 * @param {Record<string, unknown>} claims
 * @param {{ ttlMs: number, now?: number }} o
 */
export function signToken(secret: string, purpose: string, claims: Record<string, unknown>, { ttlMs, now }: {
    ttlMs: number;
    now?: number;
}): string;
/**
 * The claims of a token signed with this secret for this purpose and not expired, else null.
 * @param {string} secret
 * @param {string} purpose
 * @param {unknown} token
 * @param {number} [now]
 * @returns {Record<string, unknown> | null}
 */
export function verifyToken(secret: string, purpose: string, token: unknown, now?: number): Record<string, unknown> | null;
/**
 * A page's visit token: a random visit id and the version of each remote the page served (live or
 * canary; a privately previewed remote is named in `p` instead, and never counted).
 * @param {string} secret
 * @param {Record<string, string>} versions  remote -> version ("base": the remote's own build)
 * @param {{ previews?: string[], now?: number, ttlMs?: number }} [o]
 */
export function visitToken(secret: string, versions: Record<string, string>, { previews, now, ttlMs }?: {
    previews?: string[];
    now?: number;
    ttlMs?: number;
}): string;
/**
 * A visit token's claims, or null when it is forged, tampered with, expired or malformed.
 * @param {string} secret
 * @param {unknown} token
 * @param {number} [now]
 * @returns {{ visit: string, versions: Record<string, string>, previews: string[] } | null}
 */
export function readVisitToken(secret: string, token: unknown, now?: number): {
    visit: string;
    versions: Record<string, string>;
    previews: string[];
} | null;
/**
 * The value of one cookie in a Cookie header, or null.
 * @param {unknown} header
 * @param {string} name
 * @returns {string | null}
 */
export function cookieValue(header: unknown, name: string): string | null;
