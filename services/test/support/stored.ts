import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/database/database';

/** Everything a request could leave behind: rows of each table and files under uploads/. */
export async function snapshot(db: Database, dataDir: string) {
  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  return {
    inquiries: await count('motion_inquiries'),
    inquiryFiles: await count('motion_inquiry_files'),
    contactMessages: await count('contact_messages'),
    users: await count('users'),
    uploads: listFiles(path.join(dataDir, 'uploads')),
  };
}

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}
