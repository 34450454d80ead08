/* global document, Image */
/**
 * Turns SVG drawings into the files the pages load (WebP, PNG, JPEG at given widths) and HTML into
 * PDF, in the Chromium the e2e tests already use: no image library to install, the site's own
 * fonts (Inter, Space Grotesk) embedded, nothing fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
export { ROOT };

function fontFace(family, pkg, file) {
  const data = fs.readFileSync(require.resolve(`@fontsource-variable/${pkg}/files/${file}`)).toString('base64');
  return `@font-face{font-family:'${family}';font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
}

export const FONTS_CSS = `${fontFace('Inter', 'inter', 'inter-latin-wght-normal.woff2')}${fontFace('Space Grotesk', 'space-grotesk', 'space-grotesk-latin-wght-normal.woff2')}`;

/**
 * The same families for print, one static file per weight: Chromium embeds a static font in a
 * PDF as a small subset, while a variable one becomes a Type 3 font of drawn glyphs on every page
 * (a six-page sample went from 231 KB to a few tens).
 */
const PRINT_FONTS_CSS = [400, 500, 700]
  .flatMap((weight) => [
    ['Inter', `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`],
    ['Space Grotesk', `@fontsource/space-grotesk/files/space-grotesk-latin-${weight}-normal.woff2`],
  ].map(([family, file]) => `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${fs.readFileSync(require.resolve(/** @type {string} */ (file))).toString('base64')}) format('woff2');}`))
  .join('');

const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

export async function openRenderer() {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  /** The size of the page `frame` draws on, once its fonts are loaded; null before the first frame. */
  let stage = /** @type {{ width: number, height: number } | null} */ (null);
  /** Chromium's own screenshot call, whose fast PNG encoder halves a 1080p frame's cost. */
  const cdp = await page.context().newCDPSession(page);

  async function draw(html, width, height) {
    stage = null;
    await page.setViewportSize({ width, height });
    await page.setContent(`<!doctype html><html><head><style>${FONTS_CSS}html,body{margin:0;overflow:hidden}</style></head><body>${html}</body></html>`);
    await page.evaluate(() => document.fonts.ready);
    return page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
  }

  /**
   * Like draw, for the many frames of a motion piece: the page and its fonts are loaded once and
   * each frame only replaces the drawing, so a frame costs its painting and its screenshot.
   * @param {string} svg
   * @param {number} width
   * @param {number} height
   */
  async function frame(svg, width, height) {
    if (!stage || stage.width !== width || stage.height !== height) {
      await draw('', width, height);
      stage = { width, height };
    }
    await page.evaluate((html) => {
      document.body.innerHTML = html;
    }, svg);
    const shot = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, clip: { x: 0, y: 0, width, height, scale: 1 } });
    return Buffer.from(shot.data, 'base64');
  }

  /** Encodes a PNG at `width` (height kept in proportion) as `type` in the browser's own encoder. */
  async function encode(png, width, type, quality) {
    const dataUrl = await page.evaluate(
      async ({ src, width: w, type: mime, quality: q }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = Math.round((img.naturalHeight * w) / img.naturalWidth);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d canvas in this Chromium');
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL(mime, q);
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, width, type, quality },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  }

  /** Draws `svg` (W x H) and writes one file per output { file, width, type?, quality? }. */
  async function svgTo(svg, W, H, outputs) {
    const png = await draw(svg, W, H);
    for (const o of outputs) {
      const type = o.type ?? 'image/webp';
      const bytes = o.width === W && type === 'image/png' ? png : await encode(png, o.width, type, o.quality ?? 0.8);
      fs.mkdirSync(path.dirname(o.file), { recursive: true });
      fs.writeFileSync(o.file, bytes);
    }
  }

  /**
   * Prints `html` to `file` on A4 pages (landscape when asked); `title` becomes the PDF's title.
   * @param {string} html
   * @param {string} file
   * @param {{ landscape?: boolean, title?: string }} [o]
   */
  async function pdf(html, file, { landscape = false, title = '' } = {}) {
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>${PRINT_FONTS_CSS}</style></head><body>${html}</body></html>`);
    await page.evaluate(() => document.fonts.ready);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.pdf({ path: file, format: 'A4', landscape, printBackground: true, margin: { top: '0', bottom: '0', left: '0', right: '0' } });
  }

  return { draw, frame, svgTo, pdf, close: () => browser.close() };
}
