import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

test.describe('home page', () => {
  test('shows the nine sections in the order of the spec', async ({ page }) => {
    await page.goto('/');
    const sections = page.locator('[data-remote="marketing"] [data-section]');
    await expect(sections).toHaveCount(9);
    expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))).toEqual([
      'hero',
      'statistics',
      'services',
      'products',
      'featured-work',
      'approach',
      'testimonials',
      'resources',
      'cta',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Build Smarter. Create Bolder. Grow Faster.' })).toBeVisible();
    await expect(page.getByText('Trusted by innovative brands worldwide')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comprehensive Brand Solutions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Approach' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Transform Your Brand?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Resource Hub' })).toHaveAttribute('href', '/resource-hub');
  });

  test('the counters count up to their figures once scrolled into view', async ({ page }) => {
    await page.goto('/');
    const values = page.locator('[data-section="statistics"] [data-testid="stat-value"]');
    await values.first().scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['70+', '98%', '10+'], { timeout: 5000 });
  });

  test('the PDF\'s worker and file are fetched ahead on broadband only, else on the visitor\'s intent', async ({ page, context, browser }) => {
    // Two cold loads of the home page, one on slow 4G, and a wait for the idle callback: more than
    // the default 45 s on a loaded CI host (the first attempt ran out during the second load).
    test.setTimeout(120_000);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const fetched = () => [requests.some((u) => u.includes('pdf.worker')), requests.some((u) => u.endsWith('.pdf'))];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A phone on slow 4G (Lighthouse's): nothing of the viewer with the page, nor once it is idle.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await page.goto('/');
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 60_000 });
    // The idle callback's own limit is 3 s.
    await page.waitForTimeout(4000);
    expect(fetched()).toEqual([false, false]);
    // A pointer over the card starts them before the click, and opens nothing.
    await page.getByRole('button', { name: /View PDF/ }).hover();
    await expect.poll(fetched, { timeout: 20_000 }).toEqual([true, true]);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Broadband (issue 63's 20 Mbit/s), in a fresh context (nothing cached): they come once the
    // page is idle, no intent needed.
    const broadband = await browser.newContext();
    try {
      const fresh = await broadband.newPage();
      const freshRequests: string[] = [];
      fresh.on('request', (r) => freshRequests.push(r.url()));
      const freshCdp = await broadband.newCDPSession(fresh);
      await freshCdp.send('Network.enable');
      await freshCdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: (20 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 });
      await fresh.goto(new URL('/', page.url()).href);
      await expect(fresh.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
      await expect.poll(() => [freshRequests.some((u) => u.includes('pdf.worker')), freshRequests.some((u) => u.endsWith('.pdf'))], { timeout: 10_000 }).toEqual([true, true]);
      await expect(fresh.getByRole('dialog')).toHaveCount(0);
    } finally {
      await broadband.close();
    }
  });

  test('the PDF project opens a viewer that renders page 1, and "Close PDF" closes it', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/');
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });

    await page.getByRole('button', { name: /View PDF/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ukweli Africa Brand Guidelines' });
    await expect(dialog).toBeVisible();
    const firstPage = dialog.locator('[data-page="1"] canvas');
    await expect(firstPage).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(/Page 1 of 6/)).toBeVisible();
    // The canvas comes to hold a drawn page (not a blank box). It is sized, and so visible, before
    // the worker's drawing lands in it: wait for the drawing as a reader's eye would.
    const painted = () =>
      firstPage.evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d');
        if (!ctx || canvas.width === 0) return false;
        const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        const colours = new Set<number>();
        for (let i = 0; i < data.length; i += 4 * 97) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        return colours.size > 3;
      });
    await expect.poll(painted, { timeout: 20_000 }).toBe(true);
    // The worker came from this site, not from a package network.
    const worker = requests.find((u) => u.includes('pdf.worker'));
    expect(worker).toBeTruthy();
    expect(new URL(worker!).origin).toBe(new URL(page.url()).origin);
    const box = await dialog.getByTestId('pdf-modal-body').boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.round(box!.height)).toBe(Math.round(viewport.height * 0.8));

    await dialog.getByRole('button', { name: 'Close PDF' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A click anywhere on the card (here on its title) opens it too.
    const titleBox = await page.getByRole('heading', { name: 'Ukweli Africa Brand Guidelines' }).boundingBox();
    await page.mouse.click(titleBox!.x + 10, titleBox!.y + titleBox!.height / 2);
    await expect(page.getByRole('dialog', { name: 'Ukweli Africa Brand Guidelines' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the PDF viewer asks for the password of a protected file and says "Try again" after a wrong one', async ({ page }) => {
    // The real viewer on a password-protected copy of the guidelines (password: nyota-secret).
    await page.route('**/ukweli-brand-guidelines*.pdf', (route) =>
      route.fulfill({ path: path.join(__dirname, 'fixtures', 'protected.pdf'), contentType: 'application/pdf' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: /View PDF/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ukweli Africa Brand Guidelines' });
    const password = dialog.getByLabel(/Enter its password/);
    await expect(password).toBeVisible({ timeout: 20_000 });
    await password.fill('guess');
    await dialog.getByRole('button', { name: 'Open document' }).click();
    await expect(dialog.getByText('Try again')).toBeVisible();
    await dialog.getByLabel(/Enter its password/).fill('nyota-secret');
    await dialog.getByRole('button', { name: 'Open document' }).click();
    await expect(dialog.locator('[data-page="1"] canvas')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(/Page 1 of 6/)).toBeVisible();
  });

  test('the PDF viewer shows the error of a file it cannot read', async ({ page }) => {
    await page.route('**/ukweli-brand-guidelines*.pdf', (route) =>
      route.fulfill({ path: path.join(__dirname, 'fixtures', 'broken.pdf'), contentType: 'application/pdf' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: /View PDF/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ukweli Africa Brand Guidelines' });
    await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await expect(dialog.locator('canvas')).toHaveCount(0);
  });

  test('the video project plays on hover and stops when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    // Hovering is not held for later like a tap, a submit or typing (packages/gateway/src/document/event-capture.js):
    // a pointer that entered the card before the page was live starts the video on its next entry.
    // Hovered here once the page is live (seen in CI: hovered while it still hydrated, nothing played).
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    const card = page.getByTestId('hover-video');
    await card.scrollIntoViewIfNeeded();
    await expect(page.locator('video')).toHaveCount(0);
    await card.hover();
    const video = page.getByTestId('hover-video-player');
    await expect(video).toHaveCount(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0), { timeout: 10_000 }).toBe(true);
    await page.mouse.move(5, 5);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('testimonials change only through their dots', async ({ page }) => {
    await page.goto('/');
    const quote = page.getByTestId('testimonial');
    await expect(quote).toContainText('Grace Nansubuga');
    await page.getByRole('button', { name: 'Go to testimonial 3' }).click();
    await expect(quote).toContainText('Aline Uwase');
    await page.waitForTimeout(3000);
    await expect(quote).toContainText('Aline Uwase');
  });

  test('the resource cards link to downloadable files', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('link', { name: /Download Resource/ });
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', '/api/downloads/public/brand-starter-guide.pdf');
    await expect(links.nth(1)).toHaveAttribute('href', '/api/downloads/public/brand-toolkit.zip');
    await expect(links.nth(0)).toHaveAttribute('download', /.+/);
    // Each one really downloads a file served by the API.
    for (const [i, name] of [[0, 'brand-starter-guide.pdf'], [1, 'brand-toolkit.zip']] as const) {
      const download = page.waitForEvent('download');
      await links.nth(i).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(name);
      const saved = await file.path();
      expect(fs.statSync(saved).size).toBeGreaterThan(0);
    }
  });
});
