import fs from 'node:fs';
import path from 'node:path';

/** The folder where the API keeps an inquiry's uploaded files. */
export function inquiryDir(dataDir: string, id: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not an inquiry id: ${id}`);
  return path.join(dataDir, 'uploads', 'inquiries', id);
}

/** The stored (server-made) file names of inquiry `id`, sorted; [] when it has none. */
export function inquiryFiles(dataDir: string, id: string): string[] {
  const dir = inquiryDir(dataDir, id);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** Every inquiry folder under uploads/inquiries (ids), sorted. */
export function inquiryIds(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads', 'inquiries');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => !n.startsWith('.')).sort() : [];
}
