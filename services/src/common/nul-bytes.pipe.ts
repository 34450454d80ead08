import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { InputValidationException } from './validation';

/** The first place in `value` (dotted path from `root`) whose key or text holds a NUL character. */
export function findNul(value: unknown, root: string, seen = new Set<object>()): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? root : null;
  if (typeof value !== 'object' || value === null || seen.has(value)) return null;
  seen.add(value);
  for (const key of Object.keys(value)) {
    const at = root ? `${root}.${key}` : key;
    if (key.includes('\u0000')) return at.split('\u0000').join('\\0');
    const found = findNul((value as Record<string, unknown>)[key], at, seen);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL character in any body field, query value or route parameter with a 400 naming the
 * field. No form has a use for one, and PostgreSQL cannot store it in text (it would be a 500).
 * Runs before the validation pipe, on what multer or the JSON parser produced.
 */
@Injectable()
export class RejectNulPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const field = findNul(value, metadata.type === 'param' ? (metadata.data ?? 'path') : (metadata.data ?? ''));
    if (field !== null) {
      const name = field || metadata.type;
      throw new InputValidationException({ [name]: [`${name} must not contain NUL characters`] });
    }
    return value;
  }
}
