import type { PaymentHistoryEntry } from '../api/types';

/** A run of the same history line: the first of it, how many, and the last one's time. */
export interface FoldedLine {
  entry: PaymentHistoryEntry;
  times: number;
  firstAt: string;
  lastAt: string;
  /** The detail of the run's last line (the provider's latest words). */
  lastDetail: string;
}

/**
 * A payment's history with each run of identical lines (same state, same source, e.g. the
 * scheduled check finding it still pending) folded into one: "checked 14 times, still pending,
 * last at …". A change of state or source starts a new line, so nothing that happened is hidden.
 */
export function foldHistory(history: PaymentHistoryEntry[]): FoldedLine[] {
  const lines: FoldedLine[] = [];
  for (const entry of history) {
    const last = lines[lines.length - 1];
    if (last && last.entry.status === entry.status && last.entry.source === entry.source) {
      last.times += 1;
      last.lastAt = entry.createdAt;
      last.lastDetail = entry.detail;
    } else {
      lines.push({ entry, times: 1, firstAt: entry.createdAt, lastAt: entry.createdAt, lastDetail: entry.detail });
    }
  }
  return lines;
}
