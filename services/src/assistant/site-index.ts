import { Injectable } from '@nestjs/common';
import MiniSearch from 'minisearch';
import { ContentChanges } from '../content/content-changes';
import type { ContactDetailsDto } from '../content/content-public.dto';
import { ContentReader } from '../content/content-reader.service';
import { indexTerm, queryGroups, stem } from './search-terms';
import { siteDocuments, type SiteDocument } from './site-documents';

export interface Hit {
  doc: SiteDocument;
  score: number;
  /** The question's stems the page has. */
  matched: string[];
  /** The share of the question's own words (beyond the site's common ones) the page has, 0 to 1. */
  coverage: number;
  /** The sentence of the page that answers best. */
  passage: string;
}

/** Words nearly every page has: a match on these alone is not an answer. */
const GENERIC = new Set(['build', 'brand', 'design', 'creativ', 'agency', 'nyota', 'servic', 'work', 'help', 'busines', 'compan', 'project', 'client', 'site', 'page']);

const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).map((w) => stem(w)));

/**
 * The published site as a MiniSearch index, with the published contact details, built on first
 * use and rebuilt when the content's change counter (content_changes) has moved since: a publish
 * (a new phone number too) is answered from the next question on, and a question in between costs
 * one indexed read of the counter.
 */
@Injectable()
export class SiteIndex {
  private built: { at: number; search: MiniSearch<SiteDocument>; docs: Map<string, SiteDocument>; contact: ContactDetailsDto } | undefined;
  private building: Promise<void> | undefined;

  constructor(
    private readonly reader: ContentReader,
    private readonly changes: ContentChanges,
  ) {}

  async documents(): Promise<SiteDocument[]> {
    await this.fresh();
    return [...(this.built?.docs.values() ?? [])];
  }

  /** The agency's contact details as published now (the links of the assistant's contact answers). */
  async contact(): Promise<ContactDetailsDto> {
    await this.fresh();
    if (!this.built) throw new Error('the site index was not built');
    return this.built.contact;
  }

  private async fresh(): Promise<void> {
    const latest = await this.changes.latest();
    // One rebuild at a time; the questions that arrive meanwhile wait for it, and build again when
    // it was started before their change (a question right after a publish gets the published facts).
    while (this.built?.at !== latest) {
      this.building ??= this.rebuild(latest).finally(() => (this.building = undefined));
      await this.building;
    }
  }

  private async rebuild(at: number): Promise<void> {
    const contact = await this.reader.contact();
    const docs = await siteDocuments(this.reader, contact);
    const search = new MiniSearch<SiteDocument>({
      fields: ['title', 'keywords', 'text'],
      extractField: (doc, field) => (field === 'text' ? doc.passages.join(' ') : String(doc[field as keyof SiteDocument] ?? '')),
      processTerm: indexTerm,
      searchOptions: { processTerm: (t) => t },
    });
    search.addAll(docs);
    this.built = { at, search, docs: new Map(docs.map((d) => [d.id, d])), contact };
  }

  /** The pages that answer the question, best first; only those that match beyond the site's common words. */
  async search(question: string, limit = 5): Promise<Hit[]> {
    await this.fresh();
    const built = this.built;
    const groups = queryGroups(question);
    const terms = [...new Set(groups.flat())];
    const specific = groups.filter((g) => !GENERIC.has(g[0]));
    if (!built || !terms.length) return [];
    const results = built.search.search(terms.join(' '), {
      boost: { title: 3, keywords: 2, text: 1 },
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    });
    const hits: Hit[] = [];
    for (const result of results.slice(0, limit * 2)) {
      const doc = built.docs.get(String(result.id));
      if (!doc) continue;
      const matched = terms.filter((t) => result.terms.some((found) => found.startsWith(t)));
      const covered = specific.filter((g) => g.some((t) => matched.includes(t))).length;
      if (!covered) continue;
      hits.push({ doc, score: result.score, matched, coverage: covered / specific.length, passage: bestPassage(doc, terms) });
      if (hits.length === limit) break;
    }
    return hits;
  }
}

/** The passage with the most of the question's stems (the first one on a tie: pages lead with their point). */
export function bestPassage(doc: SiteDocument, terms: string[]): string {
  let best = doc.passages[0] ?? doc.title;
  let bestScore = -1;
  for (const passage of doc.passages) {
    const words = wordsOf(passage);
    const score = terms.filter((t) => [...words].some((w) => w.startsWith(t))).length;
    if (score > bestScore) {
      best = passage;
      bestScore = score;
    }
  }
  return best;
}
