import { ConflictException, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppConfig } from '../../config/app-config';
import { InputValidationException } from '../../common/validation';
import { sanitiseFileName } from '../../inquiries/file-types';
import type { UploadedFile } from '../../inquiries/upload-storage';
import type { ContentFileDto } from './content-image.dto';
import { resourceTypeOf } from './media-types';

/**
 * The stored name of a resource file: the client's name without folders, reduced to lower-case
 * letters, digits, dots, dashes and underscores, starting with a letter or digit (it becomes a
 * path and a download name, and a resource entry names it: ResourceFileFieldsDto takes only such
 * names), its extension the one of the type its bytes are.
 */
export function storedFileName(original: string, extension: string): string {
  const base = sanitiseFileName(original).replace(/\.[^.]*$/, '');
  const safe = base
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${safe || 'file'}.${extension}`;
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * Resource-hub files staff upload: PDF, DOCX, XLSX or ZIP by their bytes, stored once under
 * `<DATA_DIR>/uploads/content-files/<name>`, where the hub's download route can serve them. The
 * same name with other bytes is a 409, never a silent overwrite; the same bytes again is fine.
 */
@Injectable()
export class ContentFilesService {
  constructor(private readonly config: AppConfig) {}

  get dir(): string {
    return path.join(this.config.uploadsDir, 'content-files');
  }

  /** The path of a stored resource file by its name, or null for a name that is not one we store. */
  pathOf(name: string): string | null {
    return /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.(pdf|docx|xlsx|zip)$/.test(name) ? path.join(this.dir, name) : null;
  }

  async store(file: UploadedFile): Promise<ContentFileDto> {
    const content = await fs.readFile(file.path);
    const type = resourceTypeOf(content);
    if (!type) throw new InputValidationException({ file: ['Upload a PDF, Word (DOCX), Excel (XLSX) or ZIP file'] });
    const name = storedFileName(file.originalname, type.extension);
    const target = path.join(this.dir, name);
    await fs.mkdir(this.dir, { recursive: true });
    try {
      // COPYFILE_EXCL: two uploads of one name at once cannot both win.
      await fs.copyFile(file.path, target, fs.constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = await fs.readFile(target);
      if (sha256(existing) !== sha256(content)) {
        throw new ConflictException(`A different file named "${name}" is already stored. Rename the file and upload it again.`);
      }
    }
    return { name, mime: type.mime, size: content.length };
  }
}
