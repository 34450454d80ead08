const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2024-03-15": a calendar day (an article's date), the same day in every time zone. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "26 Nov 2026": the one date format for a person (a month in letters reads the same in Kampala and
 * in Kigali; "03/04" does not), in the reader's time zone (a calendar day as it is), as `toLocaleDateString('en-GB',
 * { day: 'numeric', month: 'short', year: 'numeric' })` writes it. Not Intl, for the reason in
 * ./groupDigits.ts. "" for a time that is not one. Exports keep ISO.
 */
export function formatDate(iso: string | null | undefined): string {
  const day = iso ? DAY.exec(iso) : null;
  if (day && MONTHS[Number(day[2]) - 1]) return `${Number(day[3])} ${MONTHS[Number(day[2]) - 1]} ${day[1]}`;
  const date = dateOf(iso);
  return date ? `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}` : '';
}

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "March 15, 2024": an article's publication day as the blog shows it (spec 2.6: a date "like
 * "March 15, 2024""). A calendar day only: "" for anything else.
 */
export function formatArticleDate(day: string | null | undefined): string {
  const parts = day ? DAY.exec(day) : null;
  const month = parts ? LONG_MONTHS[Number(parts[2]) - 1] : undefined;
  return parts && month && Number(parts[3]) >= 1 && Number(parts[3]) <= 31 ? `${month} ${Number(parts[3])}, ${parts[1]}` : '';
}

/** "26 Nov 2026, 14:05": the date above with the time, for records staff read (a payment's history). */
export function formatDateTime(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? `${formatDate(iso)}, ${two(date.getHours())}:${two(date.getMinutes())}` : '';
}
