import { groupDigits } from '@agency/platform/format';
import type { Currency } from '../api/catalog';

/** "UGX 180,000": the currency label first, as the price tags of the site show it. */
export function formatPrice(amount: number, currency: Currency): string {
  return `${currency} ${groupDigits(amount)}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * "26/11/2026": the day of an ISO time in the visitor's time zone, as `toLocaleDateString('en-GB')`
 * writes it, without Intl (the first date format a page makes loads ICU data on the main thread, a long
 * task on a slow phone: @agency/platform/format). "" for a time that
 * is not one.
 */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}
