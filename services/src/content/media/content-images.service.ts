import { Injectable } from '@nestjs/common';
import { Database } from '../../database/database';
import type { ContentImageDto } from '../content-image.dto';

interface ImageRow {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: Array<{ file: string; width: number; format: string }>;
}

const urlOf = (id: string, file: string) => `/api/content/images/${id}/${file}`;

/**
 * The content's images as the public answers carry them. The content slice's minimal version
 * (read and shape); the media slice's one, with uploads and the variants' files, replaces it.
 */
@Injectable()
export class ContentImagesService {
  constructor(private readonly db: Database) {}

  async dtoOf(id: string): Promise<ContentImageDto | null> {
    return (await this.dtosOf([id])).get(id) ?? null;
  }

  async dtosOf(ids: string[]): Promise<Map<string, ContentImageDto>> {
    const wanted = [...new Set(ids.filter(Boolean))];
    const out = new Map<string, ContentImageDto>();
    if (!wanted.length) return out;
    const { rows } = await this.db.query<ImageRow>('SELECT id, alt, width, height, variants FROM content_images WHERE id = ANY($1::text[])', [wanted]);
    for (const row of rows) {
      const variants = [...row.variants].sort((a, b) => a.width - b.width);
      const webp = variants.filter((v) => v.format === 'webp');
      const avif = variants.filter((v) => v.format === 'avif');
      const largest = webp[webp.length - 1] ?? variants[variants.length - 1];
      out.set(row.id, {
        id: row.id,
        alt: row.alt,
        src: largest ? urlOf(row.id, largest.file) : '',
        width: Number(row.width),
        height: Number(row.height),
        srcSet: webp.map((v) => [urlOf(row.id, v.file), v.width]),
        avifSrcSet: avif.map((v) => [urlOf(row.id, v.file), v.width]),
      });
    }
    return out;
  }
}
