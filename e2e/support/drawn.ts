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
