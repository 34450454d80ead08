import type { Currency } from '../api/catalog';

/** "UGX 180,000": the currency label first, as the price tags of the site show it. */
export function formatPrice(amount: number, currency: Currency): string {
  return `${currency} ${groupDigits(amount)}`;
}

/**
 * "180000" → "180,000", as `toLocaleString('en-US')` writes a whole number (UGX and RWF have no
 * minor unit). Not Intl: the first number format a page makes costs Chromium 2-5 ms on the main
 * thread (ICU's locale data) while the catalog pages hydrate. Anything but a safe whole number
 * still goes through Intl.
 */
export function groupDigits(amount: number): string {
  if (!Number.isSafeInteger(amount)) return amount.toLocaleString('en-US');
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, ',');
  return amount < 0 || Object.is(amount, -0) ? `-${digits}` : digits;
}
