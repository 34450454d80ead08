import { Injectable, Logger } from '@nestjs/common';
import path from 'node:path';
import sharp from 'sharp';
import { ContentImagesService } from '../media/content-images.service';
import { ContentReader } from '../content-reader.service';
import type { CardKind } from './card-kinds';
import { CARD } from './share-layout';
import { renderShareCard } from './share-card';

/** Rendered cards kept in memory: a PNG is ~100-300 KB, so this stays within a few tens of MB. */
const CACHE_ENTRIES = 64;

const KICKERS: Record<CardKind, string> = { article: 'Blog', 'case-study': 'Case study' };

/**
 * Share cards of published content. A card is rendered once per published revision (the cache key
 * holds kind, slug and revision, so publishing a new revision makes a new card and the old one
 * ages out of the LRU); concurrent requests for one card share one render.
 */
@Injectable()
export class ContentCardsService {
  private readonly logger = new Logger('ContentCards');
  private readonly cache = new Map<string, Promise<Buffer>>();
  /** How many cards were drawn (tests read it to prove the cache). */
  renders = 0;

  constructor(
    private readonly reader: ContentReader,
    private readonly images: ContentImagesService,
  ) {}

  /** The PNG of a published entry's card, or null when there is no such published entry. */
  async card(kind: CardKind, slug: string): Promise<Buffer | null> {
    // What the public sees at this address (a renamed entry's old slug has no card of its own).
    const found = await this.reader.publishedAt(kind, slug);
    if (!found || !('row' in found)) return null;
    const { fields, published_revision: revision } = found.row;
    const facts = { title: String(fields.title ?? ''), category: String(fields.category ?? ''), coverImageId: typeof fields.coverImageId === 'string' ? fields.coverImageId : null };
    if (!facts.title) return null;
    const key = `${kind}\n${slug}\n${revision}`;
    let png = this.cache.get(key);
    if (png) {
      // Most recently used goes last; the first in the map is the one dropped.
      this.cache.delete(key);
      this.cache.set(key, png);
      return png;
    }
    png = this.draw(kind, facts.title, facts.category, facts.coverImageId);
    this.cache.set(key, png);
    png.catch(() => this.cache.delete(key));
    while (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    return png;
  }

  private async draw(kind: CardKind, title: string, category: string, coverImageId: string | null): Promise<Buffer> {
    this.renders += 1;
    const kicker = category ? `${KICKERS[kind]} · ${category}` : KICKERS[kind];
    return renderShareCard({ title, kicker, art: await this.art(coverImageId) });
  }

  /** The cover as a 1200x630 JPEG data URL (satori embeds PNG and JPEG), or null: the card is drawn without it. */
  private async art(imageId: string | null): Promise<string | null> {
    if (!imageId) return null;
    try {
      const image = await this.images.dtoOf(imageId);
      const largest = image?.srcSet[image.srcSet.length - 1];
      const file = largest && (await this.images.variantFile(imageId, path.posix.basename(largest[0])));
      if (!file) return null;
      const jpeg = await sharp(file.path).resize(CARD.W, CARD.H, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch (error) {
      this.logger.warn(`share card drawn without its cover ${imageId}: ${(error as Error).message}`);
      return null;
    }
  }
}
