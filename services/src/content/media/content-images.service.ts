import { BadRequestException, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppConfig } from '../../config/app-config';
import { Database } from '../../database/database';
import { InputValidationException } from '../../common/validation';
import { ASSETS_DIR } from '../../downloads/assets-dir';
import type { UploadedFile } from '../../inquiries/upload-storage';
import type { ContentImageDto } from './content-image.dto';
import { imageFormatOf } from './media-types';

/** The widths staff uploads are written at (never wider than the original). */
export const VARIANT_WIDTHS = [640, 1024, 1600] as const;
export const ALT_MAX = 250;
/**
 * The most pixels an original may have (sharp refuses more before decoding): 40 MP is more than
 * any camera photo an editor uploads, and keeps a small, highly compressed "image bomb" of a PNG
 * from costing gigabytes of memory.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  file: string;
  width: number;
  format: 'webp' | 'avif';
}

interface ImageRow {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  origin: 'seed' | 'upload';
}

/** An image id as ids are made (url-safe); anything else is no image, and never reaches a path. */
export const IMAGE_ID = /^[a-z0-9-]{1,80}$/;

export const CONTENT_TYPES: Record<ImageVariant['format'], string> = { webp: 'image/webp', avif: 'image/avif' };

/**
 * The widths to write for an original `width` px wide: each standard width below it, and the
 * original's own width when it is under the largest (so the sharpest file is never upscaled and
 * never missing).
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/**
 * Content images: the rows of `content_images`, their public DTOs, staff uploads (checked, decoded
 * and re-encoded by sharp, so what is served was made here, metadata stripped) and where each
 * variant lies on disk.
 */
@Injectable()
export class ContentImagesService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
  ) {}

  /** Where uploaded images live: `<DATA_DIR>/uploads/content-images/<id>/`. */
  get uploadDir(): string {
    return path.join(this.config.uploadsDir, 'content-images');
  }

  async dtoOf(id: string): Promise<ContentImageDto | null> {
    return (await this.dtosOf([id])).get(id) ?? null;
  }

  async dtosOf(ids: string[]): Promise<Map<string, ContentImageDto>> {
    const wanted = [...new Set(ids.filter((id) => IMAGE_ID.test(id)))];
    const out = new Map<string, ContentImageDto>();
    if (wanted.length === 0) return out;
    const { rows } = await this.db.query<ImageRow>('SELECT id, alt, width, height, variants, origin FROM content_images WHERE id = ANY($1::text[])', [wanted]);
    for (const row of rows) out.set(row.id, toDto(row));
    return out;
  }

  /** The file on disk of one listed variant of an image, with its type; null for anything unlisted. */
  async variantFile(id: string, file: string): Promise<{ path: string; contentType: string } | null> {
    if (!IMAGE_ID.test(id)) return null;
    const { rows } = await this.db.query<ImageRow>('SELECT id, variants, origin FROM content_images WHERE id = $1', [id]);
    const row = rows[0];
    const variant = row?.variants.find((v) => v.file === file);
    if (!row || !variant) return null;
    // The name comes from the row, never from the request, so it cannot point elsewhere.
    const base = row.origin === 'seed' ? path.join(ASSETS_DIR, 'content-images') : this.uploadDir;
    return { path: path.join(base, row.id, variant.file), contentType: CONTENT_TYPES[variant.format] };
  }

  /**
   * Checks, converts and stores a staff upload: a JPEG, PNG, WebP or AVIF by its bytes, alt text
   * of 1..250 characters, a picture sharp can decode. Writes WebP and AVIF at each width of
   * `variantWidths` into a temporary folder, renamed into place whole, then the row; nothing is
   * left behind when any step fails.
   */
  async upload(file: UploadedFile, altText: unknown, uploadedBy: string): Promise<ContentImageDto> {
    const alt = typeof altText === 'string' ? altText.trim() : '';
    const errors: Record<string, string[]> = {};
    if (!alt) errors.alt = ['Describe the image for people who cannot see it (alt text is required)'];
    else if ([...alt].length > ALT_MAX) errors.alt = [`Alt text must be ${ALT_MAX} characters or fewer`];
    if (!imageFormatOf(file.head)) errors.file = ['Upload a JPEG, PNG, WebP or AVIF image'];
    if (Object.keys(errors).length > 0) throw new InputValidationException(errors);

    const id = randomUUID();
    const temp = path.join(this.uploadDir, `.incoming-${id}`);
    const final = path.join(this.uploadDir, id);
    await fs.mkdir(temp, { recursive: true });
    try {
      const { width, height, variants } = await this.writeVariants(file.path, temp);
      await fs.rename(temp, final);
      try {
        await this.db.query('INSERT INTO content_images (id, alt, width, height, variants, origin, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
          id,
          alt,
          width,
          height,
          JSON.stringify(variants),
          'upload',
          uploadedBy,
        ]);
      } catch (error) {
        await fs.rm(final, { recursive: true, force: true });
        throw error;
      }
      return toDto({ id, alt, width, height, variants, origin: 'upload' });
    } finally {
      await fs.rm(temp, { recursive: true, force: true });
    }
  }

  /** The variants of one original, oriented upright and without any of its metadata (sharp keeps none unless asked). */
  private async writeVariants(source: string, dir: string): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
    let width: number;
    let height: number;
    try {
      // Fully decoded once (stats reads every pixel), so a truncated or corrupt file is refused here.
      const image = sharp(source, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const meta = await image.metadata();
      await image.clone().stats();
      const turned = (meta.orientation ?? 1) >= 5;
      width = turned ? meta.height : meta.width;
      height = turned ? meta.width : meta.height;
      if (!width || !height) throw new Error('no size');
    } catch (error) {
      if (/pixel limit/i.test((error as Error).message)) throw new InputValidationException({ file: ['The image has too many pixels: at most 40 megapixels'] });
      throw new InputValidationException({ file: ['The image could not be read: the file is damaged or not a picture'] });
    }
    const variants: ImageVariant[] = [];
    let largestHeight = height;
    for (const w of variantWidths(width)) {
      for (const format of ['webp', 'avif'] as const) {
        const resized = sharp(source, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: w, withoutEnlargement: true });
        const info = await (format === 'webp' ? resized.webp({ quality: 80 }) : resized.avif({ quality: 55, effort: 2 })).toFile(path.join(dir, `${w}.${format}`));
        variants.push({ file: `${w}.${format}`, width: info.width, format });
        if (format === 'webp') largestHeight = info.height;
      }
    }
    const largest = Math.max(...variants.map((v) => v.width));
    if (!Number.isFinite(largest)) throw new BadRequestException('The image could not be read.');
    return { width: largest, height: largestHeight, variants };
  }
}

function toDto(row: ImageRow): ContentImageDto {
  const url = (file: string) => `/api/content/images/${row.id}/${file}`;
  const list = (format: ImageVariant['format']) =>
    row.variants
      .filter((v) => v.format === format)
      .sort((a, b) => a.width - b.width)
      .map((v): [string, number] => [url(v.file), v.width]);
  const srcSet = list('webp');
  const largest = srcSet[srcSet.length - 1];
  return { id: row.id, alt: row.alt, src: largest ? largest[0] : '', width: row.width, height: row.height, srcSet, avifSrcSet: list('avif') };
}
