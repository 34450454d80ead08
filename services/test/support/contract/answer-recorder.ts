import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';

/** One answer of the API as it left the server: what the contract test compares with the contract. */
export interface RecordedAnswer {
  method: string;
  /** The request target as sent (path and query, escapes kept). */
  url: string;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The body's first BODY_LIMIT bytes. */
  body: Buffer;
  truncated: boolean;
  /** The test that was running when the answer was sent. */
  test: string | undefined;
}

/** Enough for any JSON answer of the API; a file answer is checked by its type only. */
const BODY_LIMIT = 1024 * 1024;

const answers: RecordedAnswer[] = [];

/** Every answer recorded in this test file so far, in the order they were sent. */
export function recordedAnswers(): readonly RecordedAnswer[] {
  return answers;
}

/** Forgets the answers from `index` on (the recorder's own test, whose server is not the API). */
export function discardAnswersFrom(index: number): void {
  answers.length = Math.min(answers.length, index);
}

function currentTest(): string | undefined {
  const state = (globalThis as { expect?: { getState?: () => { currentTestName?: string } } }).expect?.getState?.();
  return state?.currentTestName;
}

function headersOf(args: unknown[]): OutgoingHttpHeaders {
  // writeHead(status[, statusMessage][, headers]): headers are an object or a flat [name, value, ...] list.
  const last = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
  if (!last) return {};
  if (!Array.isArray(last)) return last as OutgoingHttpHeaders;
  const out: OutgoingHttpHeaders = {};
  for (let i = 0; i + 1 < last.length; i += 2) out[String(last[i]).toLowerCase()] = last[i + 1] as string;
  return out;
}

function flatten(headers: OutgoingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

type Chunk = string | Uint8Array;

/**
 * Records every answer `server` sends, whatever framework answers on it: the observer sits on the
 * Node server's 'request' event, before the app's own listener, and wraps the response's writeHead,
 * write and end, so answers sent by a hook, a filter, the router or a piped file stream are all seen.
 */
export function recordAnswers(server: Server): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    // As the client sent it: a mounted express app (the docs page) cuts its mount path off req.url.
    const url = req.url ?? '/';
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    let written: OutgoingHttpHeaders = {};
    let done = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      if (size >= BODY_LIMIT) {
        truncated = true;
        return;
      }
      chunks.push(buffer);
      size += buffer.length;
    };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      written = { ...written, ...headersOf(args) };
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
    res.write = ((chunk: Chunk, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      const out = end(...args);
      if (!done) {
        done = true;
        answers.push({
          method: req.method ?? 'GET',
          url,
          status: res.statusCode,
          headers: { ...flatten(res.getHeaders()), ...flatten(written) },
          body: Buffer.concat(chunks),
          truncated,
          test: currentTest(),
        });
      }
      return out;
    }) as ServerResponse['end'];
  });
}

/**
 * The API's answer as a client received it, for an API this test process cannot observe (its own
 * Node process, started by the test; or an answer Node's HTTP parser gave before any request event,
 * such as 431): recorded like those `recordAnswers` sees, so the contract check reads it too.
 */
export function recordClientAnswer(answer: { method: string; url: string; status: number; headers: Record<string, string>; body: Buffer }): void {
  const headers = Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]));
  answers.push({ ...answer, headers, body: answer.body.subarray(0, BODY_LIMIT), truncated: answer.body.length > BODY_LIMIT, test: currentTest() });
}

/**
 * `fetch` for a test whose API runs in another process: the answer is recorded for the contract
 * check (recordClientAnswer) and handed back whole, its body still readable.
 */
export async function fetchRecorded(url: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  const target = new URL(url);
  recordClientAnswer({ method: (init?.method ?? 'GET').toUpperCase(), url: target.pathname + target.search, status: res.status, headers: Object.fromEntries(res.headers), body });
  return new Response(res.status === 204 || res.status === 304 ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
}
