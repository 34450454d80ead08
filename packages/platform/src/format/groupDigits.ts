/**
 * The one number format of the site: grouping in thousands as `en-US` writes it ("180,000"),
 * at most two decimals. Made on first use, never at import: the first number format a page makes
 * loads ICU's locale data on the main thread, a long task on a slow phone while it hydrates.
 */
let numbers: Intl.NumberFormat | null = null;

/**
 * "180000" → "180,000". A safe whole number (every UGX and RWF price: neither has a minor unit) is
 * grouped here, exactly as the format above writes it (groupDigits.test.ts holds both side by
 * side), so a price page never pays for ICU; anything else goes through the format.
 *
 * A sub-path of the platform, not the shared module: each front end that formats prices bundles
 * these few functions itself (a shared module is loaded whole, on every page).
 */
export function groupDigits(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    numbers ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    return numbers.format(amount);
  }
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, ',');
  return amount < 0 || Object.is(amount, -0) ? `-${digits}` : digits;
}
