/** What an incoming X-Request-Id must look like to be kept: nginx's hex ids, UUIDs, a client's own short token. */
export const VALID_REQUEST_ID: RegExp;
/**
 * The id of a request: the X-Request-Id it came with (nginx's, or the gateway's for the API) when
 * it is sane, else a new UUID. One rule for the gateway and the API, so a request keeps one id
 * from nginx to the API's log line.
 *
 * @param {string | string[] | undefined} incoming  the X-Request-Id header as Node parsed it
 * @returns {string}
 */
export function requestIdOf(incoming: string | string[] | undefined): string;
