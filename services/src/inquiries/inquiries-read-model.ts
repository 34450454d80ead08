import { Injectable } from '@nestjs/common';
import { WorkItemTable, type WorkRow } from '../common/lists/work-item-table';
import { UUID } from '../common/lists/list-query';
import { Database } from '../database/database';

export interface InquiryRow extends WorkRow {
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
  source: 'form' | 'assistant';
  phone: string | null;
  transcript: Array<{ sender: 'visitor' | 'assistant'; text: string }> | null;
}

export interface InquiryFileRow {
  id: string;
  inquiry_id: string;
  stored_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
}

/** The motion inquiries and their files as the back office reads them (and their status and owner, which staff set). */
@Injectable()
export class InquiriesReadModel extends WorkItemTable<InquiryRow> {
  protected readonly table = 'motion_inquiries';
  // deadline as text: a date column would come back as a JS Date at local midnight.
  protected readonly columns =
    'id, name, email, business_name, project_type, platforms, duration, needs_script, COALESCE(deadline::text, \'\') AS deadline, budget_range, additional_details, source, phone, transcript';
  protected readonly searchColumns = ['name', 'email', 'business_name'];

  constructor(db: Database) {
    super(db);
  }

  /** One file of one inquiry, or null (anything but UUIDs finds nothing). */
  async file(inquiryId: string, fileId: string): Promise<InquiryFileRow | null> {
    if (!UUID.test(inquiryId) || !UUID.test(fileId)) return null;
    const { rows } = await this.db.query<InquiryFileRow>('SELECT * FROM motion_inquiry_files WHERE id = $1 AND inquiry_id = $2', [fileId, inquiryId]);
    return rows[0] ?? null;
  }

  /** The files of these inquiries, each inquiry's in the order they were sent. */
  async filesOf(ids: string[]): Promise<Omit<InquiryFileRow, 'stored_name'>[]> {
    if (!ids.length) return [];
    const { rows } = await this.db.query<Omit<InquiryFileRow, 'stored_name'>>(
      'SELECT id, inquiry_id, original_name, content_type, size_bytes FROM motion_inquiry_files WHERE inquiry_id = ANY($1::uuid[]) ORDER BY created_at, original_name, id',
      [ids],
    );
    return rows;
  }
}
