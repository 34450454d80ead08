import { Injectable } from '@nestjs/common';
import { WorkItemTable, type WorkRow } from '../common/lists/work-item-table';
import { Database } from '../database/database';

export interface MessageRow extends WorkRow {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact messages as the back office reads them (and their status and owner, which staff set). */
@Injectable()
export class MessagesReadModel extends WorkItemTable<MessageRow> {
  protected readonly table = 'contact_messages';
  protected readonly columns = 'id, name, email, subject, message';
  protected readonly searchColumns = ['name', 'email', 'subject'];

  constructor(db: Database) {
    super(db);
  }
}
