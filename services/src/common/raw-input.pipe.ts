import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { InputValidationException } from './validation';

/** Deepest nesting of arrays and objects an input may have; the API's own bodies use 2. */
export const MAX_DEPTH = 32;

/** Keys that reach an object's prototype when a body is merged or transformed somewhere. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

interface Problem {
  field: string;
  message: string;
  /** Not a field's fault: the whole input is nested too deeply. */
  tooDeep?: true;
}

const nameOf = (path: string) => path.split('\u0000').join('\\0');

/**
 * Half of a UTF-16 surrogate pair on its own (JSON's "\ud800", or a UTF-16 multipart part cut
 * short): not a character. validator's isEmail runs encodeURI on the text, which throws on one,
 * so an e-mail field holding one was a 500 on sign-in, payments and inquiries (found 2026-11-27).
 */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string, field: string): Problem | null {
  if (text.includes('\u0000')) return { field, message: `${nameOf(field)} must not contain NUL characters` };
  if (LONE_SURROGATE.test(text)) return { field, message: `${nameOf(field)} must be valid Unicode text` };
  return null;
}

/**
 * The first NUL character or lone surrogate (in a key or a text) or prototype key in `value`,
 * with its dotted path, or the first container nested deeper than `MAX_DEPTH`. The walk stops
 * there, so a body of 40,000 `[` costs one parse (V8's is not recursive) and 32 steps, and neither
 * the validation layer nor class-transformer ever walks it.
 */
export function findRawInputProblem(value: unknown, root: string, depth = 0, seen = new Set<object>()): Problem | null {
  if (typeof value === 'string') return textProblem(value, root);
  if (typeof value !== 'object' || value === null || seen.has(value)) return null;
  if (depth === MAX_DEPTH) return { field: root, message: `The request body is nested too deeply (at most ${MAX_DEPTH} levels).`, tooDeep: true };
  seen.add(value);
  for (const key of Object.keys(value)) {
    const at = root ? `${root}.${key}` : key;
    const badKey = textProblem(key, at);
    if (badKey) return { field: nameOf(at), message: badKey.message };
    if (PROTOTYPE_KEYS.has(key)) return { field: at, message: 'This field is not accepted' };
    const found = findRawInputProblem((value as Record<string, unknown>)[key], at, depth + 1, seen);
    if (found) return found;
  }
  return null;
}

/**
 * The API's rules for raw input, in one pipe that runs before the validation pipe, on what the
 * JSON parser or multer produced, for every body, query and route parameter:
 * - nesting deeper than 32 levels is refused with a 400 that says so (nothing the API takes is
 *   deeper than 2; deeper input only costs the layers after it CPU and stack);
 * - a NUL character is refused with a 400 naming the field: no form has a use for one, and
 *   PostgreSQL cannot store it in text (it was a 500); so is a lone surrogate (see above);
 * - `__proto__`, `constructor` and `prototype` keys are refused like any unknown field: the
 *   transformer skips them silently, so the whitelist alone would let them through.
 */
@Injectable()
export class RawInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problem = findRawInputProblem(value, metadata.data ?? '');
    if (problem?.tooDeep) throw new BadRequestException(problem.message);
    if (problem) {
      const field = nameOf(problem.field) || metadata.type;
      throw new InputValidationException({ [field]: [problem.message.replace(/^ must/, `${field} must`)] });
    }
    return value;
  }
}
