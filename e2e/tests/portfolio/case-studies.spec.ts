import { expect, test } from '@playwright/test';

const STUDIES = [
  ['ukweli', 'Ukweli Africa Brand Guidelines & Website Redesign'],
  ['greenwave', 'Green Wave Farm Branding'],
  ['sunharvest', 'Sunharvest Display Campaign'],
  ['urban-pulse', 'Urban Pulse Creative Direction'],
  ['money-and-markets-uganda', 'Money and Markets Uganda Mobile App'],
  ['echotech', 'EchoTech Environmental Solutions Brand Strategy'],
  ['sls', 'Slum Life Survival'],
] as const;

for (const [slug, title] of STUDIES) {
  test(`open ${slug} from the index and use its gallery`, async ({ page }) => {
    await page.goto('/portfolio');
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('stat')).toHaveCount(4);
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-solid', 'true');

    const thumbs = page.getByRole('button', { name: /^Enlarge image/ });
    await expect(thumbs).toHaveCount(slug === 'urban-pulse' ? 8 : 4);
    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await thumbs.nth(1).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close image' }).click();
    await expect(dialog).toBeHidden();

    await thumbs.nth(2).click();
    await expect(dialog).toBeVisible();
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();

    const others = page.getByRole('navigation', { name: 'Other case studies' });
    if (slug === 'sls') await expect(others).toHaveCount(0);
    else await expect(others.getByRole('link')).toHaveCount(6);
  });
}

test('an unknown case study shows the 404 inside the frame', async ({ page }) => {
  await page.goto('/portfolio/not-a-study');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
});
