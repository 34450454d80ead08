/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_UNICODE_RANGE, fontFaces } from './fonts';

// The build-time loader (CommonJS, run by webpack) and the runtime's @font-face rules must name the same characters.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../build/font-subset-loader.js') as ((this: { async(): (error: Error | null, font?: Buffer) => void }, source: Buffer) => void) & {
  SITE_TEXT: string;
  WEIGHTS: { min: number; max: number };
};

/** The code points a CSS unicode-range lists. */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
    const points: number[] = [];
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c += 1) points.push(c);
    return points;
  });
}

function subset(source: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    loader.call({ async: () => (error, font) => (error ? reject(error) : resolve(font as Buffer)) }, source);
  });
}

describe('the typefaces cut to what the site draws', () => {
  it('the @font-face rules name exactly the characters the subset keeps', () => {
    const kept = [...loader.SITE_TEXT].map((c) => c.codePointAt(0));
    expect(codePoints(SITE_UNICODE_RANGE)).toEqual(kept);
  });

  it('keeps the copy\'s letters and punctuation: accented Latin, curly quotes, dashes, the euro', () => {
    for (const c of 'Nyota Creative — “Ukweli” · Café · 98% · €1,200 · it’s…') expect(loader.SITE_TEXT).toContain(c);
  });

  it('the @font-face weights are the ones the subset keeps', () => {
    const weights = [...fontFaces.matchAll(/font-weight: (\d+) (\d+);/g)].map(([, min, max]) => ({ min: Number(min), max: Number(max) }));
    expect(weights).toEqual([loader.WEIGHTS, loader.WEIGHTS]);
  });

  it('makes a smaller WOFF2 file of a real typeface', async () => {
    // By its folder: jest maps a .woff2 import to a stub.
    const dir = path.dirname(require.resolve('@fontsource-variable/space-grotesk/package.json'));
    const original = fs.readFileSync(path.join(dir, 'files', 'space-grotesk-latin-wght-normal.woff2'));
    const font = await subset(original);
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThan(original.length);
  }, 60_000);
});
