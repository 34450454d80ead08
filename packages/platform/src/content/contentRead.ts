import { ApiError, api } from '@agency/platform';
import { ANY_CONTENT_TAG, tagsOf, type ContentReads } from './contentReads';
import type { ContentAnswer } from './contentTypes';

/**
 * The address of a read: the route with its parameters in place (each one escaped as a path
 * segment). A parameter the route names but the read does not give is an error of the page.
 */
export function contentUrl(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`The content read ${path} needs its parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** The id of the data block in which the server hands one read's answer to the browser. */
export function contentBlockId(url: string): string {
  return `agency-content:${url}`;
}

/** An answer as the text of a JSON data block: `<` escaped, so no value can close the element. */
export function contentJson(answer: ContentAnswer): string {
  return JSON.stringify(answer).replace(/</g, '\\u003c');
}

/**
 * The API's answers that say the read names nothing: 404 (no such published item), and 400 (an
 * address it refuses outright, such as a slug holding a NUL character from `/blog/x%00`). Either
 * way asking again cannot help, so the page is the page's "not found", never "Loading…" (a 200
 * page with no content, which a crawler would keep) or an error offering to try again.
 */
const NAMES_NOTHING = new Set([400, 404]);

/**
 * One call to the API: the answer (NAMES_NOTHING is an answer: not found) and its tags. A
 * `preview` token goes along as `?preview=` (the API then answers the draft it names, or 404).
 */
async function ask(url: string, preview: string | null, signal?: AbortSignal): Promise<{ answer: ContentAnswer; tags: string[] }> {
  try {
    // The route is typed at the gate (contentTypes.ts); here it is one of them, already filled in.
    const get = api.GET as unknown as (url: string, init: object) => Promise<{ data?: unknown; response: Response }>;
    const { data, response } = await get(url, { params: preview ? { query: { preview } } : {}, ...(signal ? { signal } : {}) });
    const tags = tagsOf(response.headers.get('Content-Tags'));
    return { answer: { found: true, data }, tags: tags.length ? tags : [ANY_CONTENT_TAG] };
  } catch (error) {
    if (error instanceof ApiError && NAMES_NOTHING.has(error.status)) return { answer: { found: false }, tags: [] };
    throw error;
  }
}

/** A server render waits this long for the API; then the last good answer, else the browser's turn. */
export const SERVER_TIMEOUT_MS = 1000;
/** Reads kept for when the API fails: the site's content, many times over. */
const LAST_GOOD_MAX = 1000;

interface Kept {
  answer: ContentAnswer;
  tags: string[];
}

// One store per process, whichever copy of this module a remote's server bundle carries.
const STORE_KEY = Symbol.for('@agency/platform:content-last-good');
const stores = globalThis as unknown as Record<symbol, Map<string, Kept> | undefined>;
const lastGood: Map<string, Kept> = (stores[STORE_KEY] ??= new Map());

/** For tests: forget every last good answer. */
export function forgetLastGoodContent(): void {
  lastGood.clear();
}

/** What a server read gives the page: the answer, its tags, and whether it is the last good one (the API failed). */
export interface ServerContent {
  answer: ContentAnswer;
  tags: string[];
  stale: boolean;
}

/**
 * On the server: a read from the API, every time (the gateway keeps the rendered page, and drops it
 * when a tag it read changes, so a render must see the content as it is now). The last good answer
 * of each read is kept in memory, and when the API fails or does not answer in time the page is
 * rendered from it, never broken (stale-while-revalidate: the next render asks again and a fresh
 * answer replaces it). Not found (NAMES_NOTHING) forgets it: an unpublished item must not come
 * back when the API is down. A preview's answer is a draft: never kept, never used for anyone else.
 */
export async function serverContent(url: string, preview: string | null, timeoutMs = SERVER_TIMEOUT_MS): Promise<ServerContent> {
  try {
    const got = await ask(url, preview, AbortSignal.timeout(timeoutMs));
    if (!preview) {
      if (got.answer.found) {
        lastGood.delete(url);
        lastGood.set(url, got);
        if (lastGood.size > LAST_GOOD_MAX) lastGood.delete(lastGood.keys().next().value as string);
      } else lastGood.delete(url);
    }
    return { ...got, stale: false };
  } catch (error) {
    const kept = preview ? undefined : lastGood.get(url);
    if (kept) return { ...kept, stale: true };
    throw error;
  }
}

// Without a render's ContentReads (a test's renderToString, a shell build before it): each read is
// held here for a moment, so a gate that suspended finds its promise when React renders it again.
const loose = new Map<string, Promise<ServerContent>>();
const LOOSE_HOLD_MS = 2000;

/** This render's read of `url` (one call per read and render, whatever React renders again). */
export function renderRead(reads: ContentReads | null, url: string, preview: string | null): Promise<ServerContent> {
  const key = preview ? `${url}\u0000${preview}` : url;
  const held = reads ? (reads.pending.get(key) as Promise<ServerContent> | undefined) : loose.get(key);
  if (held) return held;
  const promise = serverContent(url, preview);
  if (reads) reads.pending.set(key, promise);
  else {
    loose.set(key, promise);
    const drop = () => {
      const timer = setTimeout(() => {
        if (loose.get(key) === promise) loose.delete(key);
      }, LOOSE_HOLD_MS);
      timer.unref?.();
    };
    promise.then(drop, drop);
  }
  return promise;
}

/** Notes what a read gave in the render's reads: its tags, and that it was a last good answer. */
export function record(reads: ContentReads | null, got: ServerContent): void {
  if (!reads) return;
  for (const tag of got.tags) reads.tags.add(tag);
  if (got.stale) reads.stale = true;
}

/** In the browser: a read on a client-side navigation (or a retry). */
export async function browserContent(url: string, preview: string | null): Promise<ContentAnswer> {
  return (await ask(url, preview)).answer;
}

// Blocks a gate has started from. A block stays in the page while its gate is mounted: the next
// page's gate for the same read renders before that one leaves, and must fetch, not take it.
const usedBlocks = new WeakSet<Element>();

/** The answer the server wrote for this read, with its exact text and element; null when there is none (or it was used). */
export function contentInPage(url: string): { text: string; answer: ContentAnswer; element: Element } | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(contentBlockId(url));
  const text = element?.textContent;
  if (!element || !text || usedBlocks.has(element)) return null;
  try {
    const answer = JSON.parse(text) as ContentAnswer;
    return answer && typeof answer === 'object' && typeof answer.found === 'boolean' ? { text, answer, element } : null;
  } catch {
    return null;
  }
}

/** Marks a block as taken by its gate (once that gate has mounted). */
export function markBlockUsed(element: Element): void {
  usedBlocks.add(element);
}
