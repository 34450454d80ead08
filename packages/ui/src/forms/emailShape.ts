/**
 * The forms' own check of an e-mail address (spec 5.2: text, at sign, text, dot, text; no spaces).
 * Only the shape, for a message before sending: the API checks again (and more) on every route.
 * One pattern for every form, so the site never accepts an address on one form and refuses it on
 * another.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
