/**
 * Where a form's draft is kept: sessionStorage, so it is per tab and gone when the tab closes
 * (a reloaded or discarded tab on a phone gets it back; another visitor of a shared computer, in a
 * new tab, does not). Every access is guarded: storage can be missing (a server render), refuse
 * access (some private modes, blocked site data) or be full; a draft is a convenience, and a form
 * without one works as before.
 */
const PREFIX = 'agency:draft:';

/**
 * Field names never written, whatever a form asks: card details belong on the provider's page and
 * a sign-in code is a secret. The forms that keep drafts have no such field; this keeps it so.
 */
const NEVER_KEPT = /card|cvv|cvc|expiry|password|code|otp/i;

export type DraftValue = string | number | boolean | string[];

export function isKeptField(name: string): boolean {
  return !NEVER_KEPT.test(name);
}

/** The kind of value a draft may hold for a field whose starting value is `initial`, or null: not kept (files, objects). */
export function draftKind(initial: unknown): 'string' | 'number' | 'boolean' | 'strings' | null {
  if (Array.isArray(initial)) return initial.every((v) => typeof v === 'string') ? 'strings' : null;
  const kind = typeof initial;
  return kind === 'string' || kind === 'number' || kind === 'boolean' ? kind : null;
}

/** Whether `value` is of the kind that `draftKind(initial)` names. */
export function sameKind(value: unknown, initial: unknown): value is DraftValue {
  const kind = draftKind(initial);
  if (kind === 'strings') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return kind !== null && typeof value === kind && (kind !== 'number' || Number.isFinite(value));
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft as a plain object of fields, or null (none, unreadable, or not an object). */
export function readFormDraft(key: string): Record<string, unknown> | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeFormDraft(key: string, fields: Record<string, DraftValue>): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(fields));
  } catch {
    // Full or refused: the form keeps working, only without a draft.
  }
}

/** Forgets a draft (after a successful send, or from a page that knows the form's work is done). */
export function clearFormDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to forget where storage cannot be reached.
  }
}

/**
 * Forgets every form draft of this tab: at sign-out, so the next person at a shared computer, in the
 * same tab, does not find the payer's name, e-mail and phone (or an inquiry) filled in.
 */
export function clearAllFormDrafts(): void {
  try {
    const s = storage();
    if (!s) return;
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) s.removeItem(key);
  } catch {
    // Nothing to forget where storage cannot be reached.
  }
}
