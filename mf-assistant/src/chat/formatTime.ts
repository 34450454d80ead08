const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "14:05": a fixed 24-hour format rather than the browser locale's, so every visitor and
 * every test sees the same shape (the agency's markets use the 24-hour clock).
 */
export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
