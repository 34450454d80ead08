/**
 * Moves focus to the first field, in document order, whose message is shown, and scrolls that
 * field (label, control and message) into view, so a visitor sees what to fix and a screen reader
 * reads the field with its message. On a phone the messages are often above the screen while focus
 * stays on the submit button.
 *
 * A message is found by the design system's wiring (FieldError / FieldShell in ./Field): it carries
 * `data-field-error` and an id, and its control (or, for a group, its fieldset) names that id in
 * aria-describedby. A message nothing names (the inquiry's list of refused files) is passed over.
 * For a group the first enabled control inside it is focused; the fieldset's aria-describedby
 * carries the message. Forms call it through useFocusFirstError, once the messages are rendered.
 */
const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** The first control with a shown message, and its message. */
export function firstInvalidControl(root: ParentNode): { control: HTMLElement; message: HTMLElement } | null {
  const described = Array.from(root.querySelectorAll<HTMLElement>('[aria-describedby]'));
  for (const message of Array.from(root.querySelectorAll<HTMLElement>('[data-field-error][id]'))) {
    const owner = described.find((el) => el.getAttribute('aria-describedby')?.split(/\s+/).includes(message.id));
    if (!owner) continue;
    const control = owner.matches(FOCUSABLE) ? owner : owner.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return { control, message };
  }
  return null;
}

/** Returns whether something was focused. */
export function focusFirstError(root: HTMLElement | null): boolean {
  const found = root ? firstInvalidControl(root) : null;
  if (!found) return false;
  // Focus without the browser's own scroll, which brings only the control itself to the edge and may
  // leave its label out of sight; then scroll the whole field (the message's box: label, control,
  // message) into view. jsdom has no scrollIntoView.
  found.control.focus({ preventScroll: true });
  found.message.parentElement?.scrollIntoView?.({ block: 'nearest' });
  return document.activeElement === found.control;
}
