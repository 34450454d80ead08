import { groupDigits } from './groupDigits';

/**
 * "UGX 180,000": every price a person reads, on the site and in the back office, the currency
 * first. The amount may be the database's decimal text ("180000.00"); text that is not a number is
 * shown as it came.
 */
export function formatPrice(amount: number | string, currency: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof amount === 'string' && amount.trim() === '') return `${currency} ${amount}`;
  return Number.isFinite(value) ? `${currency} ${groupDigits(value)}` : `${currency} ${amount}`;
}
