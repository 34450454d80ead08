import { expect, test } from '@playwright/test';
import { visitEveryRoute, watchCsp } from '../../support/csp';

/**
 * Issue 15: every public page carries the one content security policy (packages/gateway/src/edge/csp.js)
 * and runs with it without a single violation: the event capture script, the federation runtime, emotion's
 * styles, the PDF viewer's worker and the video included. nginx.spec.ts runs the same check there.
 */
test('every public route runs under the content security policy without a violation (gateway)', async ({ page, baseURL }) => {
  // Every route of the table, each until live and scrolled: minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  const violations = await visitEveryRoute(page, baseURL!);
  expect(violations).toEqual([]);
});

test('a page refuses to be framed and runs no script it did not bring', async ({ request }) => {
  const res = await request.get('/about');
  const policy = res.headers()['content-security-policy'];
  expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
  expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
  expect(policy).toMatch(/(^|; )base-uri 'self'(;|$)/);
  expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  expect(res.headers()['x-frame-options']).toBe('DENY');
});

test('the watch sees a violation: a script injected into a page is blocked and reported', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/about');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // Seen both ways: the page's securitypolicyviolation event and the console's report.
  await expect
    .poll(() => violations)
    .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src(-elem)? blocked inline on \/about/), expect.stringMatching(/^console: .*Content Security Policy/)]));
});
