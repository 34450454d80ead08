import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { InputValidationException } from '../common/validation';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { MailService } from '../mail/mail.service';
import { Metrics } from '../metrics/metrics';
import { extensionOf, hasPath, sanitiseFileName, typeForExtension } from './file-types';
import type { MotionInquiryDto } from './motion-inquiry.dto';
import type { UploadedFile } from './upload-storage';

interface CheckedFile {
  id: string;
  storedName: string;
  originalName: string;
  contentType: string;
  size: number;
  /** Where the upload left it (the request's temporary folder). */
  receivedAt: string;
}

const TYPE_LIST = 'JPG, JPEG, PNG, GIF, PDF, AI, PSD, EPS or SVG';

@Injectable()
export class InquiriesService {
  private readonly logger = new Logger('Inquiries');

  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  /** Folder of an inquiry's files: `<DATA_DIR>/uploads/inquiries/<id>`. */
  inquiryDir(id: string): string {
    return path.join(this.config.uploadsDir, 'inquiries', id);
  }

  /** Every file must be named plainly, have an accepted extension and content of that type. */
  checkFiles(files: UploadedFile[]): CheckedFile[] {
    const problems: string[] = [];
    const checked: CheckedFile[] = [];
    for (const file of files) {
      const shown = sanitiseFileName(file.originalname);
      if (hasPath(file.originalname)) {
        problems.push(`"${shown}": file names must not contain folders`);
        continue;
      }
      const extension = extensionOf(file.originalname);
      const type = typeForExtension(extension);
      if (!type) {
        problems.push(`"${shown}" is not an accepted file type (${TYPE_LIST})`);
        continue;
      }
      if (file.size === 0) {
        problems.push(`"${shown}" is empty`);
        continue;
      }
      if (!type.matches(file.head)) {
        problems.push(`"${shown}" is not a real ${extension.toUpperCase()} file`);
        continue;
      }
      const id = randomUUID();
      // Stored under a name the server makes; the visitor's name is kept as text for the agency.
      checked.push({ id, storedName: `${id}.${extension}`, originalName: shown, contentType: type.contentType, size: file.size, receivedAt: file.path });
    }
    if (problems.length) throw new InputValidationException({ files: problems });
    return checked;
  }

  /**
   * Files go to a temporary folder first and are moved into place in the same step that commits
   * the rows, so a failure at any point leaves neither rows nor files behind.
   */
  async create(dto: MotionInquiryDto, uploads: UploadedFile[]): Promise<string> {
    const files = this.checkFiles(uploads);
    const id = randomUUID();
    const finalDir = this.inquiryDir(id);
    const tempDir = path.join(this.config.uploadsDir, 'inquiries', `.incoming-${id}`);
    try {
      if (files.length) {
        await fs.mkdir(tempDir, { recursive: true });
        for (const file of files) await fs.rename(file.receivedAt, path.join(tempDir, file.storedName));
      }
      await this.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO motion_inquiries (id, name, email, business_name, project_type, platforms, duration, needs_script,
             deadline, budget_range, additional_details)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)`,
          [
            id,
            dto.name,
            dto.email,
            dto.businessName,
            dto.projectType,
            JSON.stringify(dto.platforms),
            dto.duration,
            dto.needsScript === 'yes',
            dto.deadline,
            dto.budgetRange,
            dto.additionalDetails ?? '',
          ],
        );
        for (const file of files) {
          await tx.query(
            `INSERT INTO motion_inquiry_files (id, inquiry_id, stored_name, original_name, content_type, size_bytes)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [file.id, id, file.storedName, file.originalName, file.contentType, file.size],
          );
        }
        if (files.length) await fs.rename(tempDir, finalDir);
      });
    } catch (error) {
      await fs.rm(tempDir, { recursive: true, force: true });
      await fs.rm(finalDir, { recursive: true, force: true });
      throw error;
    }
    this.metrics.uploaded(files.reduce((sum, f) => sum + f.size, 0));
    await this.notifyAgency(id, dto, files).catch((error: unknown) =>
      // The inquiry is safely stored; a mail hiccup must not make the visitor send it twice.
      this.logger.error(`inquiry ${id} stored, but the notice mail failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    return id;
  }

  private notifyAgency(id: string, dto: MotionInquiryDto, files: CheckedFile[]): Promise<void> {
    const lines = [
      `New motion project inquiry ${id}`,
      '',
      `Name: ${dto.name}`,
      `Email: ${dto.email}`,
      `Business: ${dto.businessName}`,
      `Project type: ${dto.projectType}`,
      `Platforms: ${dto.platforms.join(', ')}`,
      `Duration: ${dto.duration}`,
      `Needs a script: ${dto.needsScript === 'yes' ? 'Yes, I need help' : 'No, I have a script'}`,
      `Deadline: ${dto.deadline}`,
      `Budget: ${dto.budgetRange}`,
      '',
      'Additional details:',
      dto.additionalDetails || '(none)',
      '',
      `Files (${files.length}): ${files.map((f) => f.originalName).join(', ') || 'none'}`,
      files.length ? `Stored in ${this.inquiryDir(id)}` : '',
    ];
    return this.mail.send({
      to: this.config.agencyEmail,
      replyTo: dto.email,
      subject: `Motion project inquiry: ${dto.businessName} (${dto.projectType})`,
      text: lines.join('\n'),
    });
  }
}

