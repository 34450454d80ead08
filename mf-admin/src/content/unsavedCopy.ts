/**
 * The editor's unsaved copy in this tab's sessionStorage, until it is saved: a reload, a crash or a
 * 409 never loses what was typed. One copy per entry ("new" for one not created yet).
 */
export interface UnsavedCopy {
  /** The revision the copy was made on (null for a new entry). */
  baseRevision: number | null;
  slug: string;
  fields: Record<string, unknown>;
}

// Under @agency/ui's draft prefix, so signing out (clearAllFormDrafts) forgets these too.
const keyOf = (kind: string, id: string) => `agency:draft:content:${kind}:${id}`;

export function readUnsavedCopy(kind: string, id: string): UnsavedCopy | null {
  try {
    const text = sessionStorage.getItem(keyOf(kind, id));
    const copy: unknown = text ? JSON.parse(text) : null;
    if (!copy || typeof copy !== 'object') return null;
    const c = copy as Partial<UnsavedCopy>;
    return typeof c.slug === 'string' && c.fields && typeof c.fields === 'object' ? { baseRevision: typeof c.baseRevision === 'number' ? c.baseRevision : null, slug: c.slug, fields: c.fields } : null;
  } catch {
    return null;
  }
}

export function writeUnsavedCopy(kind: string, id: string, copy: UnsavedCopy): void {
  try {
    sessionStorage.setItem(keyOf(kind, id), JSON.stringify(copy));
  } catch {
    // Storage full or refused (a private window): the copy in the page is still there.
  }
}

export function clearUnsavedCopy(kind: string, id: string): void {
  try {
    sessionStorage.removeItem(keyOf(kind, id));
  } catch {
    /* nothing stored */
  }
}
