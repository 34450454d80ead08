import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { afterEarlyInput } from './afterEarlyInput';
import { clearFormDraft, draftKind, isKeptField, readFormDraft, sameKind, writeFormDraft, type DraftValue } from './formDraftStorage';

export interface FormDraftOptions<T> {
  /**
   * The fields kept in the draft. By default every field whose starting value is text, a number, a
   * yes/no or a list of texts; other values (files) are never kept, nor card fields or codes.
   */
  fields?: ReadonlyArray<keyof T & string>;
  /** Further checks of a stored value (a choice must still be one of the form's options); a refused value is ignored. */
  accepts?: { [K in keyof T]?: (value: T[K]) => boolean };
  /**
   * The form. A text field showing what the server did not render (typed before the page was live
   * and not yet played into the form, or put back by the browser) keeps what it shows.
   */
  formRef?: RefObject<HTMLFormElement | null>;
}

export interface FormDraft {
  /** False until the draft has been looked at: never during the server render or hydration. */
  restored: boolean;
  /** Forgets the draft and puts the form back to its starting values (after a successful send). */
  clear: () => void;
}

/**
 * A form's values, kept as a draft in this tab's sessionStorage (./formDraftStorage.ts) under
 * `key` (null: no draft), so a reloaded or discarded tab on a phone gives the visitor back what
 * they typed. Use it in place of useState for the form's values.
 *
 * Server-safe: the first render (the server's, and hydration's) has `initial`, so the HTML and the
 * hydrated page agree; storage is read only in an effect, after the early-input capture has played
 * what the visitor typed before the page was live (./afterEarlyInput.ts). A field the visitor has
 * changed by then keeps their value: a draft fills only fields still at their starting value, and
 * none once the form has been submitted. A stored value of the wrong kind, or one `accepts`
 * refuses, is ignored. Every change is written
 * (the fields that differ from the start; nothing once all are back at it).
 */
export function useFormDraft<T extends object>(
  key: string | null,
  initial: T,
  options: FormDraftOptions<T> = {},
): [T, Dispatch<SetStateAction<T>>, FormDraft] {
  const [values, setValues] = useState<T>(initial);
  // Without a key there is nothing to look at (and no render to add right after hydration).
  const [restored, setRestored] = useState(key === null);
  // The first render's values: what the server rendered, and what "not changed yet" means.
  const [start] = useState<T>(initial);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (key === null) return undefined;
    // A submit played by the capture (held before the page was live) was made on what the visitor
    // saw, and its messages are now shown: the draft is not applied under them.
    const form = latest.current.formRef?.current ?? null;
    let submitted = false;
    const onSubmit = () => {
      submitted = true;
    };
    form?.addEventListener('submit', onSubmit);
    const stop = afterEarlyInput(() => {
      form?.removeEventListener('submit', onSubmit);
      setRestored(true);
      if (submitted) return;
      const { accepts } = latest.current;
      const fields = keptFields(start, latest.current.fields);
      const stored = readFormDraft(key) ?? {};
      const shown = shownButNotRendered(form, fields, start);
      setValues((prev) => {
        let next = prev;
        for (const field of fields) {
          // Changed since the page went live (typed, or played by the capture): the visitor's.
          if (!same(prev[field], start[field])) continue;
          let value: unknown;
          if (Object.hasOwn(shown, field)) value = shown[field];
          else if (Object.hasOwn(stored, field) && sameKind(stored[field], start[field]) && accepted(accepts, field, stored[field])) value = stored[field];
          else continue;
          if (next === prev) next = { ...prev };
          next[field] = value as T[typeof field];
        }
        return next;
      });
    });
    return () => {
      stop();
      form?.removeEventListener('submit', onSubmit);
    };
  }, [key, start]);

  useEffect(() => {
    if (key === null || !restored) return;
    const changed: Record<string, DraftValue> = {};
    for (const field of keptFields(start, latest.current.fields)) {
      const value: unknown = values[field];
      if (sameKind(value, start[field]) && !same(value, start[field])) changed[field] = value;
    }
    if (Object.keys(changed).length > 0) writeFormDraft(key, changed);
    else clearFormDraft(key);
  }, [key, restored, values, start]);

  const clear = useCallback(() => {
    if (key !== null) clearFormDraft(key);
    setValues(start);
  }, [key, start]);

  return [values, setValues, { restored, clear }];
}

function keptFields<T extends object>(start: T, fields: ReadonlyArray<keyof T & string> | undefined): Array<keyof T & string> {
  const names = fields ?? (Object.keys(start) as Array<keyof T & string>);
  return names.filter((field) => isKeptField(field) && draftKind(start[field]) !== null);
}

function accepted<T>(accepts: FormDraftOptions<T>['accepts'], field: keyof T, value: unknown): boolean {
  const check = accepts?.[field] as ((value: unknown) => boolean) | undefined;
  return check ? check(value) : true;
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/**
 * Text fields whose control shows something other than what React rendered into it. Right after
 * hydration React keeps what the page shows and records its own value as the control's default
 * (and keeps the default equal to its value on every render since), so a difference is text React
 * does not have: typed before the page was live and not played yet, or put back by the browser.
 * Choices (radios, chips, lists) are not read here: taps on them are held by the capture, not
 * shown early.
 */
function shownButNotRendered<T extends object>(form: HTMLFormElement | null, fields: Array<keyof T & string>, start: T): Record<string, string> {
  const shown: Record<string, string> = {};
  if (!form) return shown;
  for (const field of fields) {
    if (typeof start[field] !== 'string') continue;
    const control = form.elements.namedItem(field);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
    if (control.value !== control.defaultValue) shown[field] = control.value;
  }
  return shown;
}
