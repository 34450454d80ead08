import type { Page } from '@playwright/test';

/**
 * The centre of the first element matching `selector`, polled until it is drawn (no auto-waiting
 * click); scrolled into view first when it is below the fold, as a visitor would.
 */
export async function whenDrawn(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    // 'instant': the site scrolls smoothly, and the coordinates are read right after.
    if (el.getBoundingClientRect().bottom > window.innerHeight) el.scrollIntoView({ block: 'center', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom <= window.innerHeight ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  }, selector, { polling: 16, timeout: 20_000 });
  return (await handle.jsonValue()) as { x: number; y: number };
}

/**
 * Taps a text field where it is drawn and checks that the caret is in it; when the page moved
 * under the finger between the look and the tap (a reloaded tab's scroll restored by the browser,
 * seen in CI: the tap hit the space beside the form and the typing went nowhere), it aims again, as
 * a person who missed the field would. Resolves once the field has the focus.
 */
export async function tapFieldWhenDrawn(page: Page, selector: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { x, y } = await whenDrawn(page, selector);
    await page.mouse.click(x, y);
    if (await page.evaluate((sel) => document.activeElement !== null && document.activeElement === document.querySelector(sel), selector)) return;
  }
  throw new Error(`${selector} could not be tapped: the page kept moving under it`);
}
