import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env';

/** Every public page address of the route table, a parameter replaced by a real one found on its list page. */
export function publicRoutes(): string[] {
  const table = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'src', 'routing', 'routes.json'), 'utf8')) as { owners: { path: string }[] };
  return table.owners.map((r) => r.path.replace(/\/\*$/, ''));
}

/**
 * Collects every content security policy violation of a page: the securitypolicyviolation events
 * (from the first script on, through an init script) and the console's CSP reports.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', undefined, { timeout: 20_000 }).catch(() => undefined);
  // Lazy parts (images, the chat widget after idle) load on scroll and idle.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
}

/**
 * Visits every public route at `base` (page headers checked), opens the home page's PDF viewer
 * (PDF.js and its worker) and plays its hover video, and returns the CSP violations seen.
 */
export async function visitEveryRoute(page: Page, base: string): Promise<string[]> {
  const violations = await watchCsp(page);
  const routes = publicRoutes();
  for (const route of routes) {
    let address = route;
    if (route.includes(':')) {
      await page.goto(`${base}${route.split('/:')[0]}`);
      await settle(page);
      const href = await page.locator(`a[href^="${route.split('/:')[0]}/"]`).first().getAttribute('href');
      expect(href, `a link to a page of ${route}`).toBeTruthy();
      address = href!;
    }
    const res = await page.goto(`${base}${address}`);
    expect(res?.headers()['content-security-policy'], address).toContain("frame-ancestors 'none'");
    expect(res?.headers()['x-frame-options'], address).toBe('DENY');
    await settle(page);
  }
  await page.goto(`${base}/`);
  await settle(page);
  await page.getByRole('button', { name: /View PDF/ }).click();
  await expect(page.getByRole('dialog').locator('[data-page="1"] canvas')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await page.getByTestId('hover-video').hover();
  await expect(page.getByTestId('hover-video-player')).toHaveCount(1);
  await page.waitForTimeout(500);
  return violations;
}
