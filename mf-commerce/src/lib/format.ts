import { groupDigits } from '@agency/platform/format';
import type { Currency } from '../api/catalog';

/** "UGX 180,000": the currency label first, as the price tags of the site show it. */
export function formatPrice(amount: number, currency: Currency): string {
  return `${currency} ${groupDigits(amount)}`;
}

export { groupDigits };
