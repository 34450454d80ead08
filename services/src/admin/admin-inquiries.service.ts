import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../config/app-config';
import { InquiriesReadModel, type InquiryRow } from '../inquiries/inquiries-read-model';
import type { AdminInquiryDto, AdminInquiryFileDto, AdminNoteDto } from './admin-responses.dto';
import { AuditLog, iso } from './audit-log';
import { KnownPhones } from './known-phone';
import { StaffNotes } from './staff-notes';
import { WorkItems } from './work-items';

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
  protected readonly subject = 'inquiry';
  protected readonly notFoundMessage = 'Inquiry not found.';
  private readonly logger = new Logger('AdminInquiries');

  constructor(
    private readonly inquiries: InquiriesReadModel,
    notes: StaffNotes,
    audit: AuditLog,
    phones: KnownPhones,
    private readonly config: AppConfig,
  ) {
    super(inquiries, notes, audit, phones);
  }

  protected async toDtos(rows: InquiryRow[], notes: Map<string, AdminNoteDto[]>): Promise<AdminInquiryDto[]> {
    const files = await this.filesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      source: r.source,
      phone: r.phone,
      transcript: r.transcript,
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
    const row = await this.inquiries.file(inquiryId, fileId);
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
    for (const r of await this.inquiries.filesOf(ids)) {
      const list = byId.get(r.inquiry_id) ?? [];
      list.push({ id: r.id, originalName: r.original_name, contentType: r.content_type, sizeBytes: Number(r.size_bytes) });
      byId.set(r.inquiry_id, list);
    }
    return byId;
  }
}
