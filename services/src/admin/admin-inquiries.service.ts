import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import type { AdminInquiryDto, AdminInquiryFileDto, AdminNoteDto } from './admin-responses.dto';
import { AuditLog, iso } from './audit-log';
import { UUID } from './list-query';
import { KnownPhones } from './known-phone';
import { StaffNotes } from './staff-notes';
import { WorkItems, type WorkRow } from './work-items';

interface InquiryRow extends WorkRow {
  name: string;
  email: string;
  business_name: string;
  project_type: string;
  platforms: string[];
  duration: string;
  needs_script: boolean;
  deadline: string;
  budget_range: string;
  additional_details: string;
}

interface FileRow {
  id: string;
  inquiry_id: string;
  stored_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
}

/** A stored inquiry file ready to send: where it is and what to call it. */
export interface InquiryFile {
  path: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/** Types a browser shows without running anything; the rest (SVG, PostScript, PSD) go out as plain bytes. */
export const SAFE_FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'] as const;
const SAFE_TYPES = new Set<string>(SAFE_FILE_TYPES);

@Injectable()
export class AdminInquiriesService extends WorkItems<InquiryRow, AdminInquiryDto> {
  protected readonly table = 'motion_inquiries';
  protected readonly subject = 'inquiry';
  // deadline as text: a date column would come back as a JS Date at local midnight.
  protected readonly columns =
    'id, name, email, business_name, project_type, platforms, duration, needs_script, deadline::text AS deadline, budget_range, additional_details';
  protected readonly searchColumns = ['name', 'email', 'business_name'];
  protected readonly notFoundMessage = 'Inquiry not found.';
  private readonly logger = new Logger('AdminInquiries');

  constructor(
    db: Database,
    notes: StaffNotes,
    audit: AuditLog,
    phones: KnownPhones,
    private readonly config: AppConfig,
  ) {
    super(db, notes, audit, phones);
  }

  protected async toDtos(rows: InquiryRow[], notes: Map<string, AdminNoteDto[]>): Promise<AdminInquiryDto[]> {
    const files = await this.filesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      createdAt: iso(r.created_at),
      name: r.name,
      email: r.email,
      businessName: r.business_name,
      projectType: r.project_type,
      platforms: r.platforms,
      duration: r.duration,
      needsScript: r.needs_script,
      deadline: r.deadline,
      budgetRange: r.budget_range,
      additionalDetails: r.additional_details,
      status: r.status,
      owner: r.owner,
      files: files.get(r.id) ?? [],
      notes: notes.get(r.id) ?? [],
    }));
  }

  /**
   * The file of an inquiry for a staff download, recorded in the audit log first. The path is
   * made from ids the server chose; the client's name is only ever the download name.
   */
  async file(inquiryId: string, fileId: string, actor: string): Promise<InquiryFile> {
    await this.byId(inquiryId);
    if (!UUID.test(fileId)) throw new NotFoundException('File not found.');
    const { rows } = await this.db.query<FileRow>('SELECT * FROM motion_inquiry_files WHERE id = $1 AND inquiry_id = $2', [fileId, inquiryId]);
    const row = rows[0];
    if (!row) throw new NotFoundException('File not found.');
    const dir = path.join(this.config.uploadsDir, 'inquiries', inquiryId);
    const file = path.join(dir, path.basename(row.stored_name));
    if (!fs.existsSync(file)) {
      this.logger.error(`inquiry ${inquiryId}: file ${row.id} (${row.stored_name}) is missing from ${dir}`);
      throw new NotFoundException('This file is missing from storage.');
    }
    await this.audit.record({ actor, action: 'download', subjectType: 'inquiry', subjectId: inquiryId, detail: `file "${row.original_name}" (${row.id})` });
    return {
      path: file,
      originalName: row.original_name,
      contentType: SAFE_TYPES.has(row.content_type) ? row.content_type : 'application/octet-stream',
      sizeBytes: fs.statSync(file).size,
    };
  }

  private async filesOf(ids: string[]): Promise<Map<string, AdminInquiryFileDto[]>> {
    const byId = new Map<string, AdminInquiryFileDto[]>();
    if (!ids.length) return byId;
    const { rows } = await this.db.query<FileRow>(
      'SELECT id, inquiry_id, original_name, content_type, size_bytes FROM motion_inquiry_files WHERE inquiry_id = ANY($1::uuid[]) ORDER BY created_at, original_name, id',
      [ids],
    );
    for (const r of rows) {
      const list = byId.get(r.inquiry_id) ?? [];
      list.push({ id: r.id, originalName: r.original_name, contentType: r.content_type, sizeBytes: Number(r.size_bytes) });
      byId.set(r.inquiry_id, list);
    }
    return byId;
  }
}
