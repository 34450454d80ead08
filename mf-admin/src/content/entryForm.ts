import type { KindPage } from './kinds';
import { valueAt, withValueAt } from './kinds';

export interface EntryDraft {
  slug: string;
  fields: Record<string, unknown>;
}

/** The fields as the API takes them: lists typed as text ("a, b, ") without their empty pieces. */
export function cleanFields(page: KindPage, fields: Record<string, unknown>): Record<string, unknown> {
  return page.fields.reduce((out, spec) => {
    if (spec.control !== 'tags') return out;
    const value = valueAt(out, spec.name);
    return Array.isArray(value) ? withValueAt(out, spec.name, value.map((v) => String(v).trim()).filter(Boolean)) : out;
  }, fields);
}

/** Same text (after cleaning) and slug: nothing to save. */
export function sameDraft(page: KindPage, a: EntryDraft, b: EntryDraft): boolean {
  return a.slug === b.slug && JSON.stringify(cleanFields(page, a.fields)) === JSON.stringify(cleanFields(page, b.fields));
}

/** What a field holds, as one line or block of text (the conflict view). */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? Object.values(v as object).join(' · ') : String(v))).join('\n') : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The entry's title as a person reads it (a testimonial's name, a statistic's label). */
export function titleOf(page: KindPage, fields: Record<string, unknown>): string {
  const title = valueAt(fields, page.titleField);
  return typeof title === 'string' ? title.trim() : '';
}
