import { expect, test, type Browser, type Page } from '@playwright/test';
import { EDITOR_STAFF_EMAIL } from '../../support/staff';
import { signInAt } from '../admin/admin-support';
import { staffToken } from '../commerce/commerce-support';
import { OWN_SITE_SLOTS, siteOfItsOwn } from '../commerce/own-site';
import { apiChildOf, gradientPng, publishArticle } from './content-support';

/**
 * Issue 59's "Done when", in the composed site: staff write, preview, schedule, edit, restore and
 * rename an article in the back office; a visitor's browser sees it only once published, at its
 * addresses, in the feed and the sitemap, with its share card; with the API stopped it is still served.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SLUG = `e2e-publishing-${run}`;
const TITLE = `Publishing without a release ${run}`;
const FIRST_WORDS = `First words of ${run}.`;
const EDITED_WORDS = `Edited words of ${run}.`;
const SCRIPT_LINE = '<script>window.__contentScriptRan = true</script>';
const BODY = `## What staff write\n\n${FIRST_WORDS}\n\n${SCRIPT_LINE}\n`;

/** A visitor: a browser of their own, never signed in. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The editor's Markdown body, once its CodeMirror surface has replaced the plain textarea. */
async function typeBody(page: Page, text: string) {
  await expect(page.locator('.cm-content')).toBeVisible({ timeout: 30_000 });
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.fill(text);
  await expect(page.getByRole('region', { name: 'Preview of the body' })).toContainText(text.split('\n').filter((l) => l && !l.startsWith('#'))[0].replace(/<[^>]+>/g, '').slice(0, 12), { timeout: 15_000 });
}

test.describe('staff publish without a release', () => {
  test('write with an image, preview, schedule; then it is everywhere; a stale tab, a restore, a rename, a script as text', async ({ page, browser, request, baseURL }) => {
    // Scheduling waits up to two minutes; every page and build is slow on a loaded machine.
    test.setTimeout(600_000);
    let entryAddress = '';

    await test.step('staff write a new article with an uploaded image and save it as a draft', async () => {
      await page.goto('/admin');
      await signInAt(page, EDITOR_STAFF_EMAIL);
      await expect(page.getByText(`Signed in as ${EDITOR_STAFF_EMAIL}`)).toBeVisible({ timeout: 30_000 });
      await page.goto('/admin/articles/new');
      await page.getByLabel(/^Title/).fill(TITLE);
      await page.getByLabel('Excerpt').fill('What the e2e suite publishes.');
      await typeBody(page, BODY);
      await page.getByLabel('Author *').fill('Content Editor');
      await page.getByLabel('Category *').fill('Testing');
      await page.getByLabel('Slug').fill(SLUG);

      const cover = page.getByRole('group', { name: 'Cover image' });
      await cover.getByLabel('Image file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng() });
      await cover.getByLabel('Alt text').fill('A gradient from blue to pink');
      await cover.getByRole('button', { name: 'Upload image' }).click();
      await expect(cover.getByText('Uploaded: the page uses this image once you save.')).toBeVisible({ timeout: 60_000 });
      await expect(cover.getByRole('img', { name: 'A gradient from blue to pink' })).toBeVisible();

      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Saved as a draft (revision 1).')).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
      entryAddress = new URL(page.url()).pathname;
    });

    await test.step('its preview link opens the draft at its real address, noindex and never cached; without the link it is not there', async () => {
      const opened = page.context().waitForEvent('page');
      await page.getByRole('button', { name: 'Preview' }).click();
      // The tab opens at the tap and goes to the preview once the link has come.
      const tab = await opened;
      await tab.waitForURL(new RegExp(`/blog/${SLUG}\\?preview=`));
      await tab.close();
      const link = await page.getByRole('link', { name: /\?preview=/ }).getAttribute('href');
      expect(link).toMatch(new RegExp(`/blog/${SLUG}\\?preview=`));

      const reader = await visitor(browser);
      const answer = await reader.goto(link!);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['x-robots-tag']).toContain('noindex');
      expect(answer?.headers()['cache-control']).toContain('no-store');
      await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(reader.getByText(FIRST_WORDS)).toBeVisible();
      await expect(reader.getByRole('img', { name: 'A gradient from blue to pink' }).first()).toBeVisible();

      // A link the API no longer takes (expired after 15 minutes, or altered: the same refusal) says
      // so, instead of sending staff to the blog as if the draft were gone.
      const altered = await reader.goto(`${link!}x`);
      expect(altered?.status()).toBe(404);
      expect(altered?.headers()['x-robots-tag']).toContain('noindex');
      await expect(reader.getByRole('heading', { level: 1, name: 'This preview link has expired' })).toBeVisible();
      await expect(reader.getByRole('link', { name: 'Open the back office' })).toBeVisible();
      await expect(reader.getByText(TITLE)).toHaveCount(0);

      await reader.goto(`/blog/${SLUG}`);
      await expect(reader).toHaveURL(/\/blog$/);
      await expect(reader.getByText(TITLE)).toHaveCount(0);
      await reader.context().close();
      expect((await request.get(`/api/content/articles/${SLUG}`)).status()).toBe(404);
    });

    let publishAt = 0;
    await test.step('staff schedule it one minute ahead; until then the API answers 404 and the blog does not show it', async () => {
      // The next whole minute at least a minute from now, in the browser's own time zone.
      const local = await page.evaluate(() => {
        const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return { value: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`, ms: at.getTime() };
      });
      publishAt = local.ms;
      const form = page.getByRole('form', { name: 'Schedule publishing' });
      await form.getByLabel('Publish at').fill(local.value);
      await form.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText(/^Scheduled for /).first()).toBeVisible({ timeout: 30_000 });

      expect(Date.now()).toBeLessThan(publishAt);
      expect((await request.get(`/api/content/articles/${SLUG}`)).status()).toBe(404);
      const reader = await visitor(browser);
      await reader.goto('/blog');
      await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(reader.getByText(TITLE)).toHaveCount(0);
      await reader.goto(`/blog/${SLUG}`);
      await expect(reader).toHaveURL(/\/blog$/);
      await expect(reader.getByText(TITLE)).toHaveCount(0);
      await reader.context().close();
      expect((await request.get('/blog/feed.xml')).ok()).toBe(true);
      expect(await (await request.get('/blog/feed.xml')).text()).not.toContain(SLUG);
    });

    await test.step('at that minute it is at /blog, in the feed, in the sitemap and has its share card', async () => {
      await expect.poll(async () => (await request.get(`/api/content/articles/${SLUG}`)).status(), { timeout: Math.max(0, publishAt - Date.now()) + 30_000, intervals: [1000] }).toBe(200);
      // Published at its minute, not before.
      expect(Date.now()).toBeGreaterThanOrEqual(publishAt);

      const reader = await visitor(browser);
      await expect(async () => {
        await reader.goto('/blog');
        await expect(reader.getByRole('link', { name: new RegExp(TITLE) }).first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect.poll(async () => (await (await request.get('/blog/feed.xml')).text()).includes(`/blog/${SLUG}`), { timeout: 20_000 }).toBe(true);
      await expect.poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(`/blog/${SLUG}`), { timeout: 20_000 }).toBe(true);
      const card = await request.get(`/api/content/cards/article/${SLUG}.png`);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toContain('image/png');
      expect((await card.body()).subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);

      await test.step('a <script> in the body shows as text and never runs', async () => {
        await reader.goto(`/blog/${SLUG}`);
        await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
        await expect(reader.getByText(SCRIPT_LINE, { exact: true })).toBeVisible();
        expect(await reader.evaluate(() => (window as unknown as { __contentScriptRan?: boolean }).__contentScriptRan)).toBeUndefined();
        // No script element runs the body's line (the page's JSON data block holds it as data only).
        const runnable = await reader.evaluate(() =>
          [...document.querySelectorAll('script')].filter((s) => s.type !== 'application/json' && (s.textContent ?? '').includes('__contentScriptRan')).length,
        );
        expect(runnable).toBe(0);
      });
      await reader.context().close();
    });

    const second = await page.context().newPage();
    await test.step('a second tab saving a stale copy gets the conflict view, keeps its text, and "Keep mine" saves it', async () => {
      await page.reload();
      await second.goto(entryAddress);
      await expect(second.getByLabel(/^Title/)).toHaveValue(TITLE, { timeout: 30_000 });

      await typeBody(page, BODY.replace(FIRST_WORDS, EDITED_WORDS));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(/^Saved as revision 2\./)).toBeVisible({ timeout: 30_000 });

      const mine = 'The excerpt the second tab wrote.';
      await second.getByLabel('Excerpt').fill(mine);
      const saved = second.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/admin/content/article/'));
      await second.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await saved).status()).toBe(409);
      const conflict = second.getByRole('region', { name: 'Someone saved this since you opened it' });
      await expect(conflict).toBeVisible();
      await expect(second.getByText(/Not saved: someone saved this since you opened it/)).toBeVisible();
      await expect(second.getByLabel('Excerpt')).toHaveValue(mine);
      await expect(conflict.getByRole('region', { name: 'Your version' })).toContainText(mine);

      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await expect(second.getByText(/^Saved as revision 3\./)).toBeVisible({ timeout: 30_000 });
      await expect(second.getByLabel('Excerpt')).toHaveValue(mine);
    });

    await test.step('a revision is restored, and the page shows the restored text', async () => {
      const reader = await visitor(browser);
      await reader.goto(`/blog/${SLUG}`);
      await expect(reader.getByText(FIRST_WORDS)).toBeVisible();

      await second.getByRole('button', { name: 'Restore revision 2…' }).click();
      await second.getByRole('group', { name: 'Restore revision 2?' }).getByRole('button', { name: 'Restore revision 2' }).click();
      await expect(second.getByText('Revision 2 restored as revision 4.')).toBeVisible({ timeout: 30_000 });
      // Restoring a published article publishes the restored revision.
      await expect(async () => {
        await reader.goto(`/blog/${SLUG}`);
        await expect(reader.getByText(EDITED_WORDS)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await reader.context().close();
    });

    await test.step('a renamed slug: the old address answers 301 to the new one', async () => {
      const renamed = `${SLUG}-renamed`;
      await second.getByLabel('Slug').fill(renamed);
      await second.getByRole('button', { name: 'Save and publish' }).click();
      await expect(second.getByText(/^Published: revision 5 is on the site\./)).toBeVisible({ timeout: 30_000 });

      await expect
        .poll(async () => {
          const moved = await request.get(`/blog/${SLUG}`, { maxRedirects: 0 });
          return `${moved.status()} ${moved.headers().location ?? ''}`;
        }, { timeout: 20_000 })
        .toMatch(new RegExp(`^301 (${baseURL ?? ''})?/blog/${renamed}$`));
      const reader = await visitor(browser);
      await reader.goto(`/blog/${SLUG}`);
      await expect(reader).toHaveURL(new RegExp(`/blog/${renamed}$`));
      await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await reader.context().close();
    });

    await test.step('archived, it leaves the site (and the blog as the other specs expect it)', async () => {
      await second.getByRole('button', { name: 'Archive' }).click();
      await expect(second.getByText('Archived: it is no longer on the site.')).toBeVisible({ timeout: 30_000 });
      expect((await request.get(`/api/content/articles/${SLUG}-renamed`)).status()).toBe(404);
    });
    await second.close();
  });
});

test.describe('with the API stopped', () => {
  const site = siteOfItsOwn({ slot: OWN_SITE_SLOTS.contentOffline });

  test('the article is still served from the last published content', async ({ browser, request }) => {
    test.setTimeout(300_000);
    const own = site();
    const slug = `e2e-offline-${run}`;
    const title = `Served while the API is down ${run}`;
    const token = await staffToken(request, own.dataDir, own.url);
    await publishArticle(request, own.url, token, slug, title, `Still here when the API is not (${run}).`);

    const context = await browser.newContext({ baseURL: own.url });
    const reader = await context.newPage();
    await expect(async () => {
      const first = await reader.goto(`/blog/${slug}`);
      expect(first?.status()).toBe(200);
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Only this site's API: the child of its start.js running services/dist/main.js, paused (start.js
    // ends the whole site when its API exits); it no longer answers anything.
    const apiPid = apiChildOf(own.sitePid);
    process.kill(apiPid, 'SIGSTOP');
    try {
      const apiPort = Number(new URL(own.url).port) + 1;
      await expect(request.get(`http://127.0.0.1:${apiPort}/api/health`, { timeout: 3_000 })).rejects.toThrow();
      const again = await reader.goto(`/blog/${slug}`);
      expect(again?.status()).toBe(200);
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(reader.getByText(`Still here when the API is not (${run}).`)).toBeVisible();
    } finally {
      process.kill(apiPid, 'SIGCONT');
      await context.close();
    }
  });
});
