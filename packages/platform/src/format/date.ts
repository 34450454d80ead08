const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const two = (n: number) => String(n).padStart(2, '0');

function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2024-03-15": a calendar day (an article's date), the same day in every time zone. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "November 26, 2026": the one date format for a person, the spec's own ("March 15, 2024" under an
 * article): a month in words reads the same in Kampala and in Kigali ("03/04" does not). In the
 * reader's time zone; a calendar day ("2024-03-15") as it is. As `toLocaleDateString('en-US',
 * { month: 'long', day: 'numeric', year: 'numeric' })` writes it, without Intl for the reason in
 * ./groupDigits.ts. "" for a time that is not one. Exports keep ISO.
 */
export function formatDate(iso: string | null | undefined): string {
  const day = iso ? DAY.exec(iso) : null;
  if (day) {
    const month = MONTHS[Number(day[2]) - 1];
    return month && Number(day[3]) >= 1 && Number(day[3]) <= 31 ? `${month} ${Number(day[3])}, ${day[1]}` : '';
  }
  const date = dateOf(iso);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : '';
}

/** "November 26, 2026, 14:05": the date above with the time, for records staff read (a payment's history). */
export function formatDateTime(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? `${formatDate(iso)}, ${two(date.getHours())}:${two(date.getMinutes())}` : '';
}
