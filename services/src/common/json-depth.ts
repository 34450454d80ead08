/** Deepest nesting of arrays and objects a JSON body may have; the API's own bodies use 2. */
export const MAX_JSON_DEPTH = 32;

/** Thrown by `checkJsonDepth`; body-errors.ts turns it into a 400 that says why. */
export class JsonTooDeepError extends Error {
  readonly type = 'entity.too.deep';
  constructor(readonly maxDepth: number) {
    super(`JSON nested deeper than ${maxDepth} levels`);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/**
 * Counts the nesting of a raw JSON body in one pass over its bytes, before it is parsed: a body of
 * 40,000 `[` would otherwise be parsed and then walked recursively by the validation layer, which
 * costs CPU and can exhaust the stack. Brackets inside strings do not count. Used as body-parser's
 * `verify` hook, which runs before `JSON.parse`.
 */
export function checkJsonDepth(body: Buffer, maxDepth = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      if (++depth > maxDepth) throw new JsonTooDeepError(maxDepth);
    } else if (CLOSE.has(byte)) depth--;
  }
}
