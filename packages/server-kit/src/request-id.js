'use strict';
const { randomUUID } = require('crypto');

/** What an incoming X-Request-Id must look like to be kept: nginx's hex ids, UUIDs, a client's own short token. */
const VALID_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The id of a request: the X-Request-Id it came with (nginx's, or the gateway's for the API) when
 * it is sane, else a new UUID. One rule for the gateway and the API, so a request keeps one id
 * from nginx to the API's log line.
 *
 * @param {string | string[] | undefined} incoming  the X-Request-Id header as Node parsed it
 * @returns {string}
 */
function requestIdOf(incoming) {
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

module.exports = { VALID_REQUEST_ID, requestIdOf };
