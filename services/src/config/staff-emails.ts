/** The shape of an address the config accepts (load-config.ts uses the same rule for MAIL_FROM). */
export const EMAIL_SHAPE = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

/**
 * STAFF_EMAILS: the addresses allowed into the back office (comma-separated, trimmed, compared in
 * lower case). Each bad address is named in `problems`, so the start fails with it; empty items
 * (a trailing comma) are ignored. An empty list is allowed: the back office is then closed.
 */
export function readStaffEmails(raw: string | undefined, problems: string[]): string[] {
  const emails = new Set<string>();
  for (const item of (raw ?? '').split(',')) {
    const email = item.trim();
    if (!email) continue;
    if (!EMAIL_SHAPE.test(email) || email.length > 254) {
      problems.push(`STAFF_EMAILS must list e-mail addresses separated by commas (got "${email}")`);
      continue;
    }
    emails.add(email.toLowerCase());
  }
  return [...emails];
}
