import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import sharp from 'sharp';
import { UPLOADS_STAFF_EMAIL } from '../../support/staff';
import { signInAt } from '../admin/admin-support';
import { signInWithCode, uniqueEmail } from '../commerce/commerce-support';
import { OWN_SITE_SLOTS, siteOfItsOwn } from '../commerce/own-site';

/**
 * Issue 59: staff upload a case study's gallery images and a resource's file in the back office, in
 * a real browser, reorder the gallery, and after publishing the site shows the images in that
 * order (WebP and AVIF renditions) and serves the file; the editor shows the saved images again.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A real photo-like JPEG (a gradient with a band), 1200 x 800, made here: the API decodes it in
 * full. `blue` tints it, so two gallery images differ.
 */
async function galleryJpeg(blue = 140): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((255 * x) / width);
      pixels[at + 1] = y > 300 && y < 500 ? 220 : Math.round((255 * y) / height);
      pixels[at + 2] = blue;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** A small but whole PDF (one empty page, with its cross-reference table), unique to this run. */
function smallPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${text.length + 21} >>\nstream\nBT /F1 12 Tf (${text}) Tj ET\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A site of this file's own: what it publishes (a case study, a resource) would otherwise be on the
 * suite's site while other files count its case studies and walk its portfolio.
 */
const site = siteOfItsOwn({ slot: OWN_SITE_SLOTS.contentUploads, siteEnv: { STAFF_EMAILS: UPLOADS_STAFF_EMAIL } });

async function staffEditor(page: Page): Promise<void> {
  await page.goto(`${site().url}/admin`);
  await signInAt(page, UPLOADS_STAFF_EMAIL, site().dataDir);
  await expect(page.getByText(`Signed in as ${UPLOADS_STAFF_EMAIL}`)).toBeVisible({ timeout: 30_000 });
}

/** The alt texts of the images in `scope`, in the order they are on the page, of those in `alts`. */
async function altOrder(scope: Locator, alts: string[]): Promise<string[]> {
  const all = await scope.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
  return all.filter((alt) => alts.includes(alt));
}

/** Saves the new entry as a draft, then publishes that revision. */
async function saveAndPublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved as a draft (revision 1).')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/^Published: revision 1 is on the site\./)).toBeVisible({ timeout: 30_000 });
}

async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: site().url })).newPage();
}

test.describe('editor uploads', () => {
  test("a case study's gallery: two images uploaded with their alt texts, the second moved up, shown in that order in the editor after a reload and on the page, with WebP and AVIF renditions", async ({ page, browser }) => {
    test.setTimeout(300_000);
    const slug = `e2e-gallery-${run}`;
    const title = `Gallery upload ${run}`;
    const alt = `The launch poster of ${run}`;
    const secondAlt = `The shop front of ${run}`;

    await staffEditor(page);
    await page.goto(`${site().url}/admin/case-studies/new`);
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Overview').fill('A case study the e2e suite publishes with a gallery.');

    const gallery = page.getByRole('group', { name: 'Gallery images' });
    await gallery.getByLabel('Add an image').setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: await galleryJpeg() });
    await gallery.getByRole('button', { name: 'Upload and add' }).click();
    // Alt text is required: nothing is uploaded without it.
    await expect(gallery.getByLabel('Alt text of the image to add *')).toHaveAccessibleDescription(/alt text is required/);
    await gallery.getByLabel('Alt text of the image to add *').fill(alt);
    await gallery.getByRole('button', { name: 'Upload and add' }).click();
    await expect(gallery.getByText(`Added “${alt}” to the gallery: the page shows it once you save.`)).toBeVisible({ timeout: 60_000 });
    const shown = gallery.getByRole('list', { name: 'Gallery images: 1' }).getByRole('img', { name: alt });
    await expect(shown).toBeVisible();
    // The editor shows the uploaded image itself (it loaded: a real rendition, not a broken link).
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const imageId = /\/api\/content\/images\/([^/]+)\//.exec((await shown.getAttribute('src')) ?? '')?.[1];
    expect(imageId).toBeTruthy();

    // A second image, added at the end, then moved up to be the first.
    await gallery.getByLabel('Add an image').setInputFiles({ name: 'shop.jpg', mimeType: 'image/jpeg', buffer: await galleryJpeg(20) });
    await gallery.getByLabel('Alt text of the image to add *').fill(secondAlt);
    await gallery.getByRole('button', { name: 'Upload and add' }).click();
    await expect(gallery.getByText(`Added “${secondAlt}” to the gallery: the page shows it once you save.`)).toBeVisible({ timeout: 60_000 });
    const list = gallery.getByRole('list', { name: 'Gallery images: 2' });
    expect(await altOrder(list, [alt, secondAlt])).toEqual([alt, secondAlt]);
    await expect(gallery.getByRole('button', { name: 'Move image 1 up in the gallery images' })).toBeDisabled();
    await expect(gallery.getByRole('button', { name: 'Move image 2 down in the gallery images' })).toBeDisabled();
    await gallery.getByRole('button', { name: 'Move image 2 up in the gallery images' }).click();
    await expect(gallery.getByRole('status').filter({ hasText: 'Image 2 moved to position 1.' })).toBeAttached();
    expect(await altOrder(list, [alt, secondAlt])).toEqual([secondAlt, alt]);
    // At the top its "Move up" is disabled: focus is on its "Move down", to move it back by keyboard.
    await expect(gallery.getByRole('button', { name: 'Move image 1 down in the gallery images' })).toBeFocused();

    await saveAndPublish(page);

    // The saved entry, opened afresh: both images are loaded by their ids and shown in the new order.
    await page.reload();
    const reloaded = page.getByRole('group', { name: 'Gallery images' }).getByRole('list', { name: 'Gallery images: 2' });
    for (const [index, text] of [secondAlt, alt].entries()) {
      const thumbnail = reloaded.getByRole('listitem').nth(index).getByRole('img', { name: text });
      await expect(thumbnail).toBeVisible({ timeout: 30_000 });
      await expect(reloaded.getByRole('listitem').nth(index)).toContainText(`Alt text: “${text}”`);
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }

    const reader = await visitor(browser);
    await expect(async () => {
      await reader.goto(`/portfolio/${slug}`);
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // The page's gallery in the order the editor left it.
    await expect(reader.getByRole('button', { name: `Enlarge image 1 of 2: ${secondAlt}` })).toBeVisible();
    const enlarge = reader.getByRole('button', { name: `Enlarge image 2 of 2: ${alt}` });
    await expect(enlarge).toBeVisible();
    expect(await altOrder(reader.locator('main'), [alt, secondAlt])).toEqual([secondAlt, alt]);
    const picture = enlarge.locator('picture');
    const avif = await picture.locator('source[type="image/avif"]').getAttribute('srcset');
    const webp = await picture.getByRole('img', { name: alt }).getAttribute('srcset');
    // 1200 px wide: 640 and 1024 below it, and the original's own width (never upscaled to 1600).
    for (const width of [640, 1024, 1200]) {
      expect(avif).toContain(`/api/content/images/${imageId}/${width}.avif ${width}w`);
      expect(webp).toContain(`/api/content/images/${imageId}/${width}.webp ${width}w`);
    }
    expect(webp).not.toContain('1600');
    // The renditions are served as what they say they are.
    for (const [file, type] of [['1024.avif', 'image/avif'], ['640.webp', 'image/webp']]) {
      const res = await reader.request.get(`/api/content/images/${imageId}/${file}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe(type);
      expect((await sharp(await res.body()).metadata()).width).toBe(Number(file.split('.')[0]));
    }
    await expect.poll(() => picture.getByRole('img', { name: alt }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await reader.context().close();

    // Back in the editor, the API fails once on the second image's details (a 503): it says so, and
    // "Try again" brings it without a reload, the focus passing to the picture's Remove.
    let failed = false;
    await page.route(`**/api/admin/content/images/${imageId}`, async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Starting.' }) });
    });
    await page.reload();
    const again = page.getByRole('group', { name: 'Gallery images' });
    await expect(again.getByText(`Image ${imageId} could not be loaded.`)).toBeVisible({ timeout: 30_000 });
    await again.getByRole('button', { name: 'Try again to load image 2 of the gallery images' }).click();
    await expect(again.getByRole('listitem').nth(1).getByRole('img', { name: alt })).toBeVisible({ timeout: 30_000 });
    await expect(again.getByText(`Image ${imageId} could not be loaded.`)).toHaveCount(0);
    await expect(again.getByRole('button', { name: 'Remove image 2 from the gallery images' })).toBeFocused();
    // Remove by keyboard: the focus goes to the Remove of the picture now first (Chromium drops the
    // focus of a removed element to the body), and the status says what was removed. Enter is held
    // (a second keydown, marked as its repeat): one picture goes, not the one the focus moved to.
    await again.getByRole('button', { name: 'Remove image 1 from the gallery images' }).focus();
    await page.keyboard.down('Enter');
    await expect(again.getByRole('list', { name: 'Gallery images: 1' })).toBeVisible();
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    await expect(again.getByRole('list', { name: 'Gallery images: 1' }).getByRole('img', { name: alt })).toBeVisible();
    await expect(again.getByRole('button', { name: 'Remove image 1 from the gallery images' })).toBeFocused();
    await expect(again.getByRole('status').filter({ hasText: 'Image 1 removed from the gallery images.' })).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(again.getByLabel('Add an image')).toBeFocused();
  });

  test("a resource's PDF: uploaded in the editor, then on the hub and downloaded by a signed-in visitor", async ({ page, browser }) => {
    test.setTimeout(300_000);
    const slug = `e2e-file-${run}`;
    const title = `Uploaded guide ${run}`;
    const pdf = smallPdf(`Guide ${run}`);

    await staffEditor(page);
    await page.goto(`${site().url}/admin/resources/new`);
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Description').fill('A PDF staff uploaded in the back office.');
    await page.getByLabel('Type').selectOption('PDF');
    await page.getByLabel('Category').selectOption('ai-innovations');

    const file = page.getByRole('group', { name: 'Downloadable file' });
    await expect(file.getByText(/No file yet/)).toBeVisible();
    await file.getByLabel('File to upload').setInputFiles({ name: `Uploaded Guide ${run}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await file.getByRole('button', { name: 'Upload file' }).click();
    await expect(file.getByText('Uploaded: the resource offers this file once you save.')).toBeVisible({ timeout: 60_000 });
    // Stored under a name a resource entry may name (lower case, the type's extension).
    await expect(file.getByText(`uploaded-guide-${run}.pdf`)).toBeVisible();
    await expect(file).toContainText('(PDF)');

    await saveAndPublish(page);

    const reader = await visitor(browser);
    await reader.goto('/dashboard');
    await signInWithCode(reader, uniqueEmail('hub-reader'), site().dataDir);
    await expect(reader.getByRole('heading', { name: 'Purchases' })).toBeVisible();
    const card = reader.getByTestId('resource-card').filter({ hasText: title });
    await expect(async () => {
      await reader.goto('/resource-hub');
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const download = reader.waitForEvent('download');
    await card.getByRole('button', { name: `Download ${title}` }).click();
    const got = await download;
    expect(got.suggestedFilename()).toBe(`${title}.pdf`);
    expect(Buffer.compare(fs.readFileSync((await got.path())!), pdf)).toBe(0);
    await reader.context().close();
  });
});
