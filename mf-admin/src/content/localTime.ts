const two = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');

/**
 * A datetime-local input's value ("2026-12-01T14:30", the staff member's own clock) as RFC 3339
 * with their offset ("2026-12-01T14:30:00+03:00"), so the API and the audit log read the instant
 * they meant. null for an empty or impossible value.
 */
export function rfc3339FromLocal(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const date = new Date(y, mo - 1, d, h, mi);
  // A time that does not exist on this clock (a skipped hour, the 31st of November) is refused, not moved.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || date.getHours() !== h) return null;
  const offset = -date.getTimezoneOffset();
  const zone = offset === 0 ? 'Z' : `${offset > 0 ? '+' : '-'}${two(offset / 60)}:${two(offset % 60)}`;
  return `${local}:00${zone}`;
}

/** An instant as a datetime-local value on this clock (to show a schedule in its input). */
export function localInputValue(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}
