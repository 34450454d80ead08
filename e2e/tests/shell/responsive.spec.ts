import { expect, test } from '@playwright/test';

/**
 * Responsive from 360 px to 1440 px: on the narrowest phone and the widest desktop no page is wider
 * than the screen (a sideways scroll on a phone hides part of every line). The pricing cards did:
 * their full-width button would not wrap and the grid's column would not shrink below it. Nor does a
 * button or link run past the box it sits in: the consultation card's "E-mail hello@…" did, by 8 px,
 * inside the screen (so the page was not wider, and the first check alone missed it).
 */
const PAGES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/contact?type=consultation',
  '/creative-design',
  '/data-driven-branding',
  '/portfolio',
  '/portfolio/ukweli',
  '/blog',
  '/blog/ai-in-modern-branding',
  '/pricing',
  '/resource-hub',
  '/subscribe?plan=brand-training-essentials',
  '/training',
];

for (const width of [360, 1440]) {
  test(`no page is wider than a ${width} px screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`);
      const spilling = await page.evaluate(() =>
        [...document.querySelectorAll('main a, main button')]
          .filter((el) => el.getClientRects().length > 0 && el.parentElement)
          .map((el) => ({ el, box: el.getBoundingClientRect(), parent: el.parentElement!.getBoundingClientRect() }))
          .filter(({ box, parent }) => box.right > parent.right + 1 || box.left < parent.left - 1)
          .map(({ el, box, parent }) => `"${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(parent.left)}-${Math.round(parent.right)}`),
      );
      for (const item of spilling) wide.push(`${path}: ${item}`);
    }
    expect(wide).toEqual([]);
  });
}

test('the motion inquiry fits a 360 px phone: no field runs past its dialog', async ({ page }) => {
  // Its file picker's own width used to widen every field past the dialog, cut off at the right.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/motion-graphics');
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Start Your Motion Project' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const fit = await dialog.evaluate((d) => {
    const box = d.getBoundingClientRect();
    const outside = [...d.querySelectorAll('input, select, textarea, button, label, p')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, b: el.getBoundingClientRect() }))
      .filter(({ b }) => b.left < box.left - 1 || b.right > box.right + 1)
      .map(({ el, b }) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(b.left)}-${Math.round(b.right)}`);
    return { scrollWidth: d.scrollWidth, clientWidth: d.clientWidth, right: box.right, outside };
  });
  expect(fit.outside).toEqual([]);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.right).toBeLessThanOrEqual(360);
});
