import { expect, test } from '@playwright/test';

test.describe('service pages', () => {
  test('Data-driven branding: the three kits with server prices; "Get Started" opens the commerce payment dialog', async ({ page }) => {
    await page.goto('/data-driven-branding');
    const kits = page.locator('[data-kit]');
    await expect(kits).toHaveCount(3);
    await expect(kits.nth(0)).toContainText('Essential Kit');
    await expect(kits.nth(0)).toContainText('UGX 180,000');
    await expect(kits.nth(1)).toContainText('Optimization Suite');
    await expect(kits.nth(1)).toContainText('UGX 280,000');
    await expect(kits.nth(2)).toContainText('Full Stack');
    await expect(kits.nth(2)).toContainText('UGX 475,000');
    await page.getByRole('button', { name: 'Get Started with the Optimization Suite' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('Optimization Suite');
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });

  test('Data-driven branding: while the kits load, the placeholders shimmer without repainting the page', async ({ page }) => {
    // The server renders the page with its kits; the placeholders show when the browser loads the
    // catalog itself, as on a visit from another page. The catalog never answers here, so they stay.
    // An animation of transform or opacity is moved by the compositor; any other property
    // (background-position was animated before) is repainted on the main thread at every frame.
    await page.route('**/api/catalog', () => {});
    await page.goto('/services');
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    // Ready means the lazy services page inside the marketing remote has hydrated too
    // (@agency/platform's readiness), so its links navigate in the app, not by a full load.
    await page.locator('main a[href="/data-driven-branding"]').first().click();
    await expect(page.getByTestId('kit-skeleton')).toHaveCount(3);
    // Reaching the link scrolled /services, and the new page starts at the top: the header's colour
    // transitions once (seen in CI), a one-off of the visit, not of the placeholders. Every running
    // animation is read once such transitions have ended; the shimmer never ends.
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)), null, { timeout: 10_000 });
    const animated = await page.evaluate(() =>
      document.getAnimations().map((a) => {
        const effect = a.effect as KeyframeEffect;
        const names = effect.getKeyframes().flatMap((k) => Object.keys(k).filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)));
        return { target: (effect.target as Element | null)?.getAttribute('data-testid') ?? '', properties: [...new Set(names)] };
      }),
    );
    const bars = animated.filter((a) => a.target === 'skeleton-bar');
    expect(bars).toHaveLength(15);
    for (const a of animated) expect(a.properties.every((p) => p === 'transform' || p === 'opacity'), `${a.target}: ${a.properties.join(', ')}`).toBe(true);
  });

  test('Creative Design: the case-study carousel wraps and resets the image', async ({ page }) => {
    await page.goto('/creative-design');
    const title = page.getByTestId('case-study-title');
    await expect(title).toHaveText('Ukweli Africa');
    await page.getByRole('button', { name: 'Show image 4 of 5' }).click();
    await page.getByRole('button', { name: 'Previous Project' }).click();
    await expect(title).toHaveText('ACT Sports');
    await page.getByRole('button', { name: 'Next Project' }).click();
    await expect(title).toHaveText('Ukweli Africa');
    await expect(page.getByRole('button', { name: 'Show image 1 of 5' })).toHaveAttribute('aria-current', 'true');
  });

  test('Motion Graphics: the carousel counts "N of M", wraps, and plays local files muted with controls', async ({ page }) => {
    await page.goto('/motion-graphics');
    await expect(page.getByTestId('video-counter')).toHaveText('1 of 4');
    await page.getByRole('button', { name: 'Previous video' }).click();
    await expect(page.getByTestId('video-counter')).toHaveText('4 of 4');
    const player = page.getByTestId('motion-player');
    await expect(player).toHaveAttribute('controls', '');
    expect(await player.evaluate((v: HTMLVideoElement) => v.muted && !v.autoplay)).toBe(true);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => Math.round(v.duration)), { timeout: 10_000 }).toBe(45);
    // The file it chose (the AV1 WebM in Chromium) is served by the site.
    const src = await player.evaluate((v: HTMLVideoElement) => v.currentSrc);
    expect(src).toMatch(/\.webm$/);
    expect(new URL(src, page.url()).origin).toBe(new URL(page.url()).origin);
  });

  test('/marketing-advertising shows the Marketing & Advertising page', async ({ page }) => {
    await page.goto('/marketing-advertising');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing & Advertising' })).toBeVisible();
    await expect(page.getByText('+150%')).toBeVisible();
  });

  test('/services links every service page', async ({ page }) => {
    await page.goto('/services');
    for (const path of ['/strategic-solutions', '/creative-design', '/motion-graphics', '/digital-marketing', '/data-driven-branding', '/brand-strategy-insights', '/web-development']) {
      await expect(page.locator(`[data-remote="marketing"] a[href="${path}"]`).first()).toBeVisible();
    }
  });
});
