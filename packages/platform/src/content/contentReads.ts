import { createContext, type Context } from 'react';

/**
 * What one server render of a page read from the API's content routes: the tags of every answer
 * (its `Content-Tags` header: `article:<slug>`, `articles`, `site`, ...), so the gateway's page
 * cache drops exactly the pages that read a changed item; whether any read had to use its last good
 * answer because the API failed (such a page is served but not kept: the next request asks again);
 * and the read of each gate, so a gate that suspended gets the same promise back when React renders
 * it again (use() needs that).
 */
export interface ContentReads {
  tags: Set<string>;
  stale: boolean;
  pending: Map<string, Promise<unknown>>;
}

export function createContentReads(): ContentReads {
  return { tags: new Set(), stale: false, pending: new Map() };
}

/**
 * Recorded when an answer says nothing of what it was built from (an API without Content-Tags): the
 * gateway drops such a page on any change, never keeps it past one.
 */
export const ANY_CONTENT_TAG = '*';

// One context object for every copy of this module in a process (Symbol.for is global): each
// remote's server bundle carries its own copy of `@agency/platform/content` (a sub-path, not a
// shared module), and the shell provides the context its remotes read.
const CONTEXT_KEY = Symbol.for('@agency/platform:content-reads');
const registry = globalThis as unknown as Record<symbol, Context<ContentReads | null> | undefined>;
/** Provided by the server render only (shell/src/server/renderPage.tsx); in the browser nothing is recorded. */
export const ContentReadsContext: Context<ContentReads | null> = (registry[CONTEXT_KEY] ??= createContext<ContentReads | null>(null));

/** The tags of a `Content-Tags` header (space-separated); none when the header is missing or empty. */
export function tagsOf(header: string | null): string[] {
  return header ? header.split(/[\s,]+/).filter(Boolean) : [];
}
