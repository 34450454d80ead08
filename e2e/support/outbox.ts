import fs from 'node:fs';
import path from 'node:path';

/**
 * The API without SMTP writes each mail as an .eml file in `<DATA_DIR>/outbox/` (names sort by
 * time). These helpers read them, e.g. to sign in during a browser test.
 */
export function outboxMails(dataDir: string): { file: string; raw: string }[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: path.join(dir, name), raw: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

function sentTo(raw: string, email: string): boolean {
  const header = raw.split(/\r?\n\r?\n/, 1)[0];
  const to = /^To:\s*(.+)$/im.exec(header)?.[1] ?? '';
  return to.toLowerCase().includes(email.trim().toLowerCase());
}

/** The sign-in code of the newest mail to `email`, or null if there is none yet. */
export function latestCode(dataDir: string, email: string): string | null {
  const mails = outboxMails(dataDir).reverse();
  for (const mail of mails) {
    if (!sentTo(mail.raw, email)) continue;
    const code = /sign-in code is (\d{6})/.exec(mail.raw)?.[1];
    if (code) return code;
  }
  return null;
}

/** Waits (polling) for a code newer than `previous` to reach the outbox. */
export async function waitForCode(dataDir: string, email: string, { previous = null as string | null, timeoutMs = 10_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const before = outboxMails(dataDir).length;
  while (Date.now() < deadline) {
    const code = latestCode(dataDir, email);
    if (code && (code !== previous || outboxMails(dataDir).length > before)) return code;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no sign-in code for ${email} in ${path.join(dataDir, 'outbox')} within ${timeoutMs} ms`);
}

/** A plain-text mail's body as written: quoted-printable decoded, lines ending in \n. */
export function mailText(raw: string): string {
  const start = raw.search(/\r?\n\r?\n/);
  const body = raw
    .slice(start)
    .replace(/^\r?\n\r?\n/, '')
    .replace(/=\r?\n/g, '')
    .replace(/\r\n/g, '\n')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(body, 'latin1').toString('utf8');
}
