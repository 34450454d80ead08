import type { KindPage } from './kinds';
import { valueAt, withValueAt } from './kinds';

export interface EntryDraft {
  slug: string;
  fields: Record<string, unknown>;
}

/**
 * The fields as the API takes them: lists typed as text ("a, b, ") without their empty pieces,
 * "none" as null where the API wants null, and an optional group whose parts are all empty as null.
 */
export function cleanFields(page: KindPage, fields: Record<string, unknown>): Record<string, unknown> {
  const cleaned = page.fields.reduce((out, spec) => {
    const value = valueAt(out, spec.name);
    if (spec.control === 'tags' && Array.isArray(value)) return withValueAt(out, spec.name, value.map((v) => String(v).trim()).filter(Boolean));
    if ('emptyIsNull' in spec && spec.emptyIsNull && typeof value === 'string' && !value.trim()) return withValueAt(out, spec.name, null);
    return out;
  }, fields);
  return (page.optionalGroups ?? []).reduce((out, group) => {
    const parts = out[group];
    if (!parts || typeof parts !== 'object') return { ...out, [group]: null };
    const empty = Object.values(parts as Record<string, unknown>).every((v) => v === null || v === undefined || (typeof v === 'string' && !v.trim()));
    return empty ? { ...out, [group]: null } : out;
  }, cleaned);
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
