import type { SandboxFault } from './sandbox-state';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const FIELDS = new Set(['method', 'path', 'status', 'body', 'times', 'when', 'bodyIncludes']);

/** A fault as `POST /__sandbox/faults` takes it (README.md "Faults over HTTP"). */
export type FaultInput = Required<Pick<SandboxFault, 'on' | 'status' | 'body' | 'times' | 'when'>> & Pick<SandboxFault, 'bodyIncludes'>;

const isInteger = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Reads and checks a fault sent over HTTP. Every problem is named, so a test that asks for a fault
 * the sandbox would not give learns why at once (400) instead of finding the fault never matches.
 */
export function parseFault(input: unknown): { fault: FaultInput } | { errors: string[] } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { errors: ['the body must be a JSON object'] };
  const raw = input as Record<string, unknown>;
  const errors: string[] = [];
  const unknown = Object.keys(raw).filter((key) => !FIELDS.has(key));
  if (unknown.length) errors.push(`unknown field(s): ${unknown.join(', ')}`);

  const method = typeof raw.method === 'string' ? raw.method.toUpperCase() : '';
  if (!(METHODS as readonly string[]).includes(method)) errors.push(`method must be one of ${METHODS.join(', ')}`);
  const path = raw.path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 500 || /\s/.test(path)) {
    errors.push('path must start with / (a prefix of the request path, query included), without spaces, at most 500 characters');
  } else if (path.startsWith('/__sandbox') || path.startsWith('/health')) {
    errors.push('path must be a provider path: the sandbox’s own routes cannot be faulted');
  }
  if (!isInteger(raw.status, 200, 599)) errors.push('status must be an integer from 200 to 599');

  let body = '';
  if (typeof raw.body === 'string') body = raw.body;
  else if (raw.body !== undefined && raw.body !== null && typeof raw.body === 'object') body = JSON.stringify(raw.body);
  else if (raw.body !== undefined) errors.push('body must be a string or a JSON object or array');
  if (body.length > 10_000) errors.push('body must be at most 10000 characters');

  if (raw.times !== undefined && !isInteger(raw.times, 1, 1000)) errors.push('times must be an integer from 1 to 1000');
  if (raw.when !== undefined && raw.when !== 'before' && raw.when !== 'after') errors.push('when must be "before" or "after"');
  if (raw.bodyIncludes !== undefined && (typeof raw.bodyIncludes !== 'string' || !raw.bodyIncludes || raw.bodyIncludes.length > 200)) {
    errors.push('bodyIncludes must be a non-empty string of at most 200 characters');
  }
  if (errors.length) return { errors };
  return {
    fault: {
      on: `${method} ${path as string}`,
      status: raw.status as number,
      body,
      times: (raw.times as number | undefined) ?? 1,
      when: (raw.when as 'before' | 'after' | undefined) ?? 'before',
      ...(raw.bodyIncludes !== undefined ? { bodyIncludes: raw.bodyIncludes as string } : {}),
    },
  };
}
