import { Injectable } from '@nestjs/common';
import { ContentChanges } from './content-changes';

/** Public answers kept: every route and published slug of the site, many times over. */
export const ANSWERS_MAX = 500;

interface Kept {
  /** The change number read before the answer was built: it is at least as new as that. */
  change: number;
  body: Promise<object>;
}

/**
 * The public content answers as built for the last change number (content_changes). Building one
 * costs several queries, the Markdown render and sanitising of a body and the image lookups, and
 * every server render of a page that reads content asks for it (the gateway's page cache is
 * dropped on each change, and a page with a part left to the browser is never kept). Every change
 * visitors can see writes a content_changes row in its own transaction, so the newest number says
 * whether a kept answer is still current: one indexed query per request instead of the build, and
 * an answer is never older than the database (every API replica reads the same number). Previews
 * never come here (a draft is for the holder of its link, and must always be the latest).
 */
@Injectable()
export class ContentAnswers {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly changes: ContentChanges) {}

  /**
   * The answer at `key` for the content as it is now: kept, or built by `build` and kept (unless
   * `keepIf` says no: a slug nobody published must not push real answers out).
   */
  async get<T extends object>(key: string, build: () => Promise<T>, keepIf: (answer: T) => boolean = () => true): Promise<T> {
    // Read before building: a change committed meanwhile has a higher number, so the next request rebuilds.
    const change = await this.changes.latest();
    const kept = this.kept.get(key);
    if (kept && kept.change === change) return kept.body as Promise<T>;
    const body = build();
    this.keep(key, { change, body });
    // A failed build, or one not to keep, is dropped: the next request builds again.
    const drop = () => {
      if (this.kept.get(key)?.body === body) this.kept.delete(key);
    };
    body.then((answer) => keepIf(answer) || drop(), drop);
    return body;
  }

  /** Forgets every kept answer (tests, a restore). */
  clear(): void {
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }

  private keep(key: string, entry: Kept): void {
    // Least recently built last: a Map iterates in insertion order, so the first key is the oldest.
    this.kept.delete(key);
    this.kept.set(key, entry);
    if (this.kept.size > ANSWERS_MAX) this.kept.delete(this.kept.keys().next().value as string);
  }
}
