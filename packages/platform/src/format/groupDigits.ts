/**
 * "180000" → "180,000", as `toLocaleString('en-US')` writes a whole number (UGX and RWF have no
 * minor unit). Not Intl: the first number format a page makes loads ICU's locale data on the main
 * thread while the page hydrates, one long task on a slow phone (the marketing remote's
 * `new Intl.NumberFormat('en-US')` for its kit prices showed up in Lighthouse's blocking time). Anything but a safe whole number still goes
 * through Intl.
 *
 * A sub-path of the platform, not the shared module: each front end that formats prices bundles
 * this one function itself (a shared module is loaded whole, on every page).
 */
export function groupDigits(amount: number): string {
  if (!Number.isSafeInteger(amount)) return amount.toLocaleString('en-US');
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, ',');
  return amount < 0 || Object.is(amount, -0) ? `-${digits}` : digits;
}
