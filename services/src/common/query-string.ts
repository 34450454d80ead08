import { BadRequestException } from '@nestjs/common';
import { isUtf8 } from 'node:buffer';
import type { NextFunction, Request, Response } from 'express';
import { NOT_UTF8 } from './utf8-text';

const BROKEN_ESCAPE = 'This value holds a broken %-escape';

/** The bytes a %-encoded query part stands for, or undefined when one of its escapes is broken. */
function bytesOf(part: string): Buffer | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const c = part.charCodeAt(i);
    if (c !== 0x25) {
      bytes.push(c);
      continue;
    }
    const hex = part.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
    bytes.push(parseInt(hex, 16));
    i += 2;
  }
  return Buffer.from(bytes);
}

/**
 * The problems of a query string (without its `?`), by field: a broken %-escape, or escapes whose
 * bytes are not UTF-8. The decoders of the query parser would put U+FFFD in their place (or keep
 * the escape as text), and a search for `q=%E0%A4%A` would look for something nobody typed.
 */
export function queryProblems(query: string): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const pair of query.split('&')) {
    if (!pair.includes('%')) continue;
    const at = pair.indexOf('=');
    const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    const nameBytes = bytesOf(name);
    const field = nameBytes && isUtf8(nameBytes) ? nameBytes.toString('utf8').replace(/\+/g, ' ') || 'query' : 'query';
    for (const part of [name, value]) {
      const bytes = bytesOf(part);
      const problem = !bytes ? BROKEN_ESCAPE : !isUtf8(bytes) ? NOT_UTF8 : undefined;
      if (problem && !problems[field]?.includes(problem)) problems[field] = [...(problems[field] ?? []), problem];
    }
  }
  return problems;
}

/**
 * Every query string is checked before any route reads it (the back office's searches, the IPN's
 * fields, the metrics' filters...): one that cannot be read answers 400 naming its fields. An
 * address without `?`, or whose query holds no `%`, costs one string search.
 */
export function refuseUnreadableQueries(req: Request, _res: Response, next: NextFunction): void {
  const url = req.url;
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return next();
  const errors = queryProblems(url.slice(start + 1));
  if (Object.keys(errors).length === 0) return next();
  next(new BadRequestException({ message: 'The query string cannot be read: it holds a broken %-escape or bytes that are not UTF-8.', errors }));
}
