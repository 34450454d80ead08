#!/usr/bin/env node
/**
 * Draws the case-study artwork (hero, cover, gallery boards) with ImageMagick and writes
 * src/content/media.generated.ts, which imports every file so webpack fingerprints it.
 * Run after changing a palette or a board: `node mf-portfolio/scripts/generate-media.mjs`.
 * Needs ImageMagick 6 (`apt-get install -y imagemagick`); no network.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSETS = path.join(ROOT, 'src', 'assets');
const MANIFEST = path.join(ROOT, 'src', 'content', 'media.generated.ts');
const CONVERT = ['/usr/bin/convert', '/usr/local/bin/magick'].find((p) => fs.existsSync(p)) ?? 'convert';
const FONT_BOLD = '/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf';
const FONT_BLACK = '/usr/share/fonts/opentype/inter/InterDisplay-Black.otf';
const FONT_REGULAR = '/usr/share/fonts/opentype/inter/Inter-Medium.otf';
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-media-'));

/** Per case study: palette [dark, primary, accent, light, extra], wordmark, tagline and its boards. */
const STUDIES = {
  ukweli: {
    name: 'Ukweli Africa', mark: 'UKWELI', tag: 'Truth, verified.',
    palette: ['#10214B', '#1FA2A6', '#F2A93B', '#F4EFE6', '#D64545'],
    boards: ['logo', 'palette', 'phone', 'type'],
  },
  greenwave: {
    name: 'Green Wave Farm', mark: 'GREEN WAVE', tag: 'Grown with care.',
    palette: ['#0E3B2E', '#2E8B57', '#A8D672', '#F3F0E2', '#F2C14E'],
    boards: ['logo', 'stationery', 'pattern', 'palette'],
  },
  sunharvest: {
    name: 'Sunharvest', mark: 'SUNHARVEST', tag: 'Golden every day.',
    palette: ['#3A1F0B', '#F28C28', '#FFC93C', '#FFF4DF', '#C2410C'],
    boards: ['billboard', 'poster', 'social', 'logo'],
  },
  'urban-pulse': {
    name: 'Urban Pulse', mark: 'URBAN PULSE', tag: 'Feel the city.',
    palette: ['#120A2A', '#7C3AED', '#F43F5E', '#F5F3FF', '#22D3EE'],
    boards: ['logo', 'poster', 'social', 'pattern', 'billboard', 'stationery', 'type', 'palette'],
  },
  'money-and-markets-uganda': {
    name: 'Money and Markets Uganda', mark: 'M&M', tag: 'Markets, live.',
    palette: ['#081C33', '#0EA5E9', '#22C55E', '#EEF6FB', '#F59E0B'],
    boards: ['phone', 'logo', 'social', 'palette'],
  },
  echotech: {
    name: 'EchoTech', mark: 'ECHOTECH', tag: 'Waste is a resource.',
    palette: ['#0B2F2A', '#14B8A6', '#84CC16', '#ECFDF5', '#F97316'],
    boards: ['logo', 'pattern', 'stationery', 'billboard'],
  },
  sls: {
    name: 'Slum Life Survival', mark: 'SLS', tag: 'Stronger together.',
    palette: ['#3B0A0A', '#8B1E1E', '#F2A93B', '#FBF3EE', '#D9C2A7'],
    boards: ['report', 'poster', 'stationery', 'social'],
  },
};

/** Meaningful alt text of each board, in the words a screen-reader user needs. */
const ALT = {
  logo: (s) => `${s.name} logo: the ${s.mark} wordmark with the line "${s.tag}" on the brand colour`,
  palette: (s) => `${s.name} colour palette: five brand swatches with their hex codes`,
  phone: (s) => `${s.name} mobile screen mock-up with the branded header and content cards`,
  type: (s) => `${s.name} typography specimen: a large "Aa" with the brand alphabet`,
  stationery: (s) => `${s.name} stationery: business cards and a letterhead in the brand colours`,
  pattern: (s) => `${s.name} brand pattern of circles and half-moons in the palette`,
  billboard: (s) => `${s.name} roadside billboard at dusk carrying the ${s.mark} campaign`,
  poster: (s) => `${s.name} campaign poster with the headline "${s.tag}"`,
  social: (s) => `${s.name} social media grid of nine branded posts`,
  report: (s) => `${s.name} annual report cover and inside spread`,
};

const SIZES = {
  hero: { w: 2400, h: 1100, widths: [768, 1280, 1920] },
  cover: { w: 1600, h: 1000, widths: [800, 1600] },
  board: { w: 1200, h: 900, widths: [600, 1200] },
};

function magick(args) {
  execFileSync(CONVERT, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const text = (font, size, fill, gravity, x, y, value) => [
  '-font', font, '-pointsize', String(size), '-fill', fill, '-gravity', gravity, '-annotate', `+${x}+${y}`, value,
];
const rgba = (hex, a) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
};

function heroArgs(s, { w, h }) {
  const [dark, primary, accent, , extra] = s.palette;
  return [
    '-size', `${w}x${h}`, '-define', 'gradient:angle=120', `gradient:${dark}-${primary}`,
    '-fill', rgba(accent, 0.55), '-draw', `circle ${w * 0.78},${h * 0.42} ${w * 0.78 + 300},${h * 0.42}`,
    '-fill', rgba(extra, 0.45), '-draw', `circle ${w * 0.9},${h * 0.85} ${w * 0.9 + 220},${h * 0.85}`,
    '-fill', 'none', '-stroke', rgba('#FFFFFF', 0.18), '-strokewidth', '3',
    '-draw', `circle ${w * 0.62},${h * 0.6} ${w * 0.62 + 520},${h * 0.6}`,
    '-draw', `circle ${w * 0.62},${h * 0.6} ${w * 0.62 + 700},${h * 0.6}`,
    '-stroke', 'none',
    ...text(FONT_BLACK, 260, rgba('#FFFFFF', 0.1), 'SouthEast', 60, 20, s.mark),
  ];
}

function coverArgs(s, { w, h }) {
  const [dark, primary, accent, light, extra] = s.palette;
  const swatches = [dark, primary, accent, extra].flatMap((c, i) => [
    '-fill', c, '-draw', `circle ${w * 0.6 + i * 150},${h * 0.72} ${w * 0.6 + i * 150 + 60},${h * 0.72}`,
  ]);
  return [
    '-size', `${w}x${h}`, `xc:${light}`,
    '-fill', primary, '-draw', `rectangle 0,0 ${w * 0.5},${h}`,
    '-fill', rgba(accent, 0.9), '-draw', `circle ${w * 0.5},${h * 0.18} ${w * 0.5 + 90},${h * 0.18}`,
    ...text(FONT_BLACK, s.mark.length > 8 ? 96 : 130, light, 'West', 80, 0, s.mark),
    ...text(FONT_REGULAR, 34, rgba(light, 0.85), 'West', 84, 110, s.tag),
    ...text(FONT_BOLD, 220, dark, 'NorthWest', w * 0.58, h * 0.14, 'Aa'),
    ...text(FONT_REGULAR, 30, dark, 'NorthWest', w * 0.58 + 6, h * 0.48, 'Brand guidelines · 2024'),
    ...swatches,
  ];
}

const BOARDS = {
  logo: (s, { w, h }) => {
    const [dark, primary, accent, light] = s.palette;
    return [
      '-size', `${w}x${h}`, '-define', 'gradient:angle=160', `gradient:${primary}-${dark}`,
      '-fill', accent, '-draw', `circle ${w / 2},${h * 0.3} ${w / 2 + 46},${h * 0.3}`,
      ...text(FONT_BLACK, s.mark.length > 8 ? 120 : 170, light, 'Center', 0, 30, s.mark),
      ...text(FONT_REGULAR, 40, rgba(light, 0.8), 'Center', 0, 170, s.tag),
    ];
  },
  palette: (s, { w, h }) => {
    const stripe = w / 5;
    return [
      '-size', `${w}x${h}`, 'xc:white',
      ...s.palette.flatMap((c, i) => [
        '-fill', c, '-draw', `rectangle ${i * stripe},0 ${(i + 1) * stripe},${h}`,
        ...text(FONT_BOLD, 34, i === 3 ? s.palette[0] : '#FFFFFF', 'SouthWest', i * stripe + 28, 48, c.toUpperCase()),
      ]),
    ];
  },
  phone: (s, { w, h }) => {
    const [dark, primary, accent, light, extra] = s.palette;
    const x = w / 2 - 190;
    const cards = [0, 1, 2].flatMap((i) => [
      '-fill', 'white', '-draw', `roundrectangle ${x + 40},${230 + i * 170} ${x + 340},${370 + i * 170} 22,22`,
      '-fill', [accent, extra, primary][i], '-draw', `roundrectangle ${x + 64},${256 + i * 170} ${x + 140},${344 + i * 170} 14,14`,
      '-fill', rgba(dark, 0.75), '-draw', `rectangle ${x + 164},${270 + i * 170} ${x + 310},${286 + i * 170}`,
      '-fill', rgba(dark, 0.3), '-draw', `rectangle ${x + 164},${306 + i * 170} ${x + 270},${318 + i * 170}`,
    ]);
    return [
      '-size', `${w}x${h}`, '-define', 'gradient:angle=135', `gradient:${light}-${accent}`,
      '-fill', rgba(dark, 0.18), '-draw', `roundrectangle ${x + 14},44 ${x + 394},${h - 16} 56,56`,
      '-fill', dark, '-draw', `roundrectangle ${x},30 ${x + 380},${h - 30} 56,56`,
      '-fill', light, '-draw', `roundrectangle ${x + 16},46 ${x + 364},${h - 46} 44,44`,
      '-fill', primary, '-draw', `roundrectangle ${x + 16},46 ${x + 364},200 44,44`,
      '-draw', `rectangle ${x + 16},150 ${x + 364},200`,
      ...text(FONT_BLACK, 44, light, 'NorthWest', x + 44, 96, s.mark),
      ...cards,
    ];
  },
  type: (s, { w, h }) => {
    const [dark, primary, accent, light] = s.palette;
    return [
      '-size', `${w}x${h}`, `xc:${light}`,
      '-fill', accent, '-draw', `rectangle 0,${h - 24} ${w},${h}`,
      ...text(FONT_BLACK, 420, primary, 'West', 70, -60, 'Aa'),
      ...text(FONT_REGULAR, 44, dark, 'SouthWest', 80, 150, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      ...text(FONT_REGULAR, 44, rgba(dark, 0.6), 'SouthWest', 80, 90, 'abcdefghijklmnopqrstuvwxyz 0123456789'),
      ...text(FONT_BOLD, 36, dark, 'NorthEast', 70, 70, 'Display · Bold'),
    ];
  },
  stationery: (s, { w, h }) => {
    const [dark, primary, accent, light, extra] = s.palette;
    return [
      '-size', `${w}x${h}`, `xc:${extra}`,
      '-fill', rgba(dark, 0.2), '-draw', `rectangle ${w * 0.5 + 14},94 ${w * 0.5 + 394},${h - 66}`,
      '-fill', 'white', '-draw', `rectangle ${w * 0.5},80 ${w * 0.5 + 380},${h - 80}`,
      '-fill', primary, '-draw', `rectangle ${w * 0.5},80 ${w * 0.5 + 380},100`,
      ...text(FONT_BLACK, 30, primary, 'NorthWest', w * 0.5 + 36, 136, s.mark),
      ...[0, 1, 2, 3, 4, 5].flatMap((i) => ['-fill', rgba(dark, 0.18), '-draw', `rectangle ${w * 0.5 + 36},${260 + i * 40} ${w * 0.5 + (i % 2 ? 280 : 340)},${272 + i * 40}`]),
      '-fill', rgba(dark, 0.25), '-draw', `roundrectangle 102,${h * 0.28 + 14} 522,${h * 0.28 + 264} 14,14`,
      '-fill', primary, '-draw', `roundrectangle 90,${h * 0.28} 510,${h * 0.28 + 250} 14,14`,
      ...text(FONT_BLACK, 40, light, 'NorthWest', 130, h * 0.28 + 40, s.mark),
      ...text(FONT_REGULAR, 24, rgba(light, 0.8), 'NorthWest', 130, h * 0.28 + 180, 'hello@nyotacreative.com'),
      '-fill', rgba(dark, 0.25), '-draw', `roundrectangle 152,${h * 0.58 + 14} 572,${h * 0.58 + 264} 14,14`,
      '-fill', light, '-draw', `roundrectangle 140,${h * 0.58} 560,${h * 0.58 + 250} 14,14`,
      '-fill', accent, '-draw', `circle 470,${h * 0.58 + 125} 520,${h * 0.58 + 125}`,
    ];
  },
  pattern: (s, { w, h }) => {
    const [dark, primary, accent, light, extra] = s.palette;
    const cell = 150;
    const shapes = [];
    for (let r = 0; r * cell < h; r += 1) {
      for (let c = 0; c * cell < w; c += 1) {
        const cx = c * cell + cell / 2;
        const cy = r * cell + cell / 2;
        const colour = [primary, accent, light, extra][(r + c * 2) % 4];
        if ((r + c) % 3 === 0) shapes.push('-fill', colour, '-draw', `circle ${cx},${cy} ${cx + 56},${cy}`);
        else if ((r + c) % 3 === 1) shapes.push('-fill', colour, '-draw', `arc ${cx - 60},${cy - 60} ${cx + 60},${cy + 60} 180,360`);
        else shapes.push('-fill', colour, '-draw', `roundrectangle ${cx - 50},${cy - 50} ${cx + 50},${cy + 50} 18,18`);
      }
    }
    return ['-size', `${w}x${h}`, `xc:${dark}`, ...shapes];
  },
  billboard: (s, { w, h }) => {
    const [dark, primary, accent, light] = s.palette;
    return [
      '-size', `${w}x${h}`, '-define', 'gradient:angle=180', `gradient:${accent}-${dark}`,
      '-fill', rgba(dark, 0.9), '-draw', `rectangle 0,${h * 0.8} ${w},${h}`,
      '-fill', '#2A2A2A', '-draw', `rectangle ${w * 0.3},${h * 0.55} ${w * 0.3 + 24},${h * 0.82}`,
      '-draw', `rectangle ${w * 0.7 - 24},${h * 0.55} ${w * 0.7},${h * 0.82}`,
      '-fill', '#1B1B1B', '-draw', `rectangle ${w * 0.14},${h * 0.16} ${w * 0.86},${h * 0.58}`,
      '-fill', primary, '-draw', `rectangle ${w * 0.14 + 14},${h * 0.16 + 14} ${w * 0.86 - 14},${h * 0.58 - 14}`,
      '-fill', accent, '-draw', `circle ${w * 0.76},${h * 0.37} ${w * 0.76 + 80},${h * 0.37}`,
      ...text(FONT_BLACK, s.mark.length > 8 ? 78 : 110, light, 'NorthWest', w * 0.19, h * 0.25, s.mark),
      ...text(FONT_REGULAR, 36, rgba(light, 0.9), 'NorthWest', w * 0.19 + 4, h * 0.25 + 130, s.tag),
    ];
  },
  poster: (s, { w, h }) => {
    const [dark, primary, accent, light, extra] = s.palette;
    return [
      '-size', `${w}x${h}`, `xc:${light}`,
      '-fill', rgba(dark, 0.22), '-draw', `rectangle ${w / 2 - 226},74 ${w / 2 + 254},${h - 46}`,
      '-fill', primary, '-draw', `rectangle ${w / 2 - 240},60 ${w / 2 + 240},${h - 60}`,
      '-fill', accent, '-draw', `circle ${w / 2},${h * 0.36} ${w / 2 + 150},${h * 0.36}`,
      '-fill', extra, '-draw', `circle ${w / 2 + 90},${h * 0.3} ${w / 2 + 140},${h * 0.3}`,
      ...text(FONT_BLACK, 54, light, 'North', 0, h * 0.62, s.tag),
      ...text(FONT_BOLD, 30, rgba(light, 0.85), 'North', 0, h * 0.62 + 90, s.mark),
    ];
  },
  social: (s, { w, h }) => {
    const [dark, primary, accent, light, extra] = s.palette;
    const size = 250;
    const gap = 20;
    const x0 = (w - (size * 3 + gap * 2)) / 2;
    const y0 = (h - (size * 3 + gap * 2)) / 2;
    const tiles = [];
    for (let i = 0; i < 9; i += 1) {
      const x = x0 + (i % 3) * (size + gap);
      const y = y0 + Math.floor(i / 3) * (size + gap);
      const bg = [primary, light, accent, dark, extra, primary, accent, dark, light][i];
      const fg = bg === light || bg === accent || bg === extra ? dark : light;
      tiles.push('-fill', bg, '-draw', `roundrectangle ${x},${y} ${x + size},${y + size} 18,18`);
      if (i % 2 === 0) tiles.push('-fill', fg, '-draw', `circle ${x + size / 2},${y + size / 2} ${x + size / 2 + 50},${y + size / 2}`);
      else tiles.push('-fill', fg, '-draw', `rectangle ${x + 40},${y + size - 70} ${x + size - 40},${y + size - 52}`);
    }
    return ['-size', `${w}x${h}`, `xc:${rgba(dark, 0.08)}`, '-background', 'white', '-flatten', ...tiles];
  },
  report: (s, { w, h }) => {
    const [dark, primary, accent, light, extra] = s.palette;
    return [
      '-size', `${w}x${h}`, `xc:${extra}`,
      '-fill', rgba(dark, 0.25), '-draw', `rectangle 134,94 ${w / 2 - 6},${h - 66}`,
      '-fill', primary, '-draw', `rectangle 120,80 ${w / 2 - 20},${h - 80}`,
      '-fill', accent, '-draw', `rectangle 120,${h - 260} ${w / 2 - 20},${h - 240}`,
      ...text(FONT_BLACK, 64, light, 'NorthWest', 170, 150, 'Annual'),
      ...text(FONT_BLACK, 64, light, 'NorthWest', 170, 226, 'Report'),
      ...text(FONT_BOLD, 34, accent, 'NorthWest', 170, 330, s.name),
      '-fill', 'white', '-draw', `rectangle ${w / 2 + 20},80 ${w - 120},${h - 80}`,
      '-fill', primary, '-draw', `rectangle ${w / 2 + 60},120 ${w - 160},360`,
      ...[0, 1, 2, 3, 4, 5, 6].flatMap((i) => ['-fill', rgba(dark, 0.2), '-draw', `rectangle ${w / 2 + 60},${400 + i * 44} ${w - (i % 3 ? 160 : 240)},${414 + i * 44}`]),
    ];
  },
};

/** Draws one master, then writes each width as WebP; returns the manifest entry. */
function render(slug, name, size, args, alt) {
  const dir = path.join(ASSETS, slug);
  fs.mkdirSync(dir, { recursive: true });
  const master = path.join(TMP, `${slug}-${name}.png`);
  magick([...args, master]);
  const files = size.widths.map((width) => {
    const height = Math.round((size.h * width) / size.w);
    const file = `${name}-${width}.webp`;
    magick([master, '-resize', `${width}x${height}!`, '-strip', '-quality', '74', '-define', 'webp:method=6', path.join(dir, file)]);
    return { file, width, height };
  });
  return { name, alt, files };
}

const imports = [];
const entries = [];
const ident = (slug, file) => `${slug}_${file}`.replace(/[^a-zA-Z0-9]/g, '_');

for (const [slug, s] of Object.entries(STUDIES)) {
  fs.rmSync(path.join(ASSETS, slug), { recursive: true, force: true });
  const hero = render(slug, 'hero', SIZES.hero, heroArgs(s, SIZES.hero), '');
  const cover = render(slug, 'cover', SIZES.cover, coverArgs(s, SIZES.cover), `${s.name} brand board: the ${s.mark} wordmark, type and colours`);
  const gallery = s.boards.map((kind, i) => render(slug, `gallery-${i + 1}-${kind}`, SIZES.board, BOARDS[kind](s, SIZES.board), ALT[kind](s)));
  const source = (r) => {
    for (const f of r.files) imports.push(`import ${ident(slug, f.file)} from '../assets/${slug}/${f.file}';`);
    const largest = r.files[r.files.length - 1];
    const srcSet = r.files.map((f) => `[${ident(slug, f.file)}, ${f.width}]`).join(', ');
    return `{ src: ${ident(slug, largest.file)}, width: ${largest.width}, height: ${largest.height}, srcSet: [${srcSet}] }`;
  };
  entries.push(
    `  '${slug}': {\n    hero: ${source(hero)},\n    cover: { image: ${source(cover)}, alt: ${JSON.stringify(cover.alt)} },\n    gallery: [\n${gallery
      .map((g) => `      { image: ${source(g)}, alt: ${JSON.stringify(g.alt)} },`)
      .join('\n')}\n    ],\n  },`,
  );
  process.stdout.write(`${slug} `);
}

fs.writeFileSync(
  MANIFEST,
  `// Generated by scripts/generate-media.mjs: edit the script, not this file.\nimport type { ImageSource } from '@agency/ui';\n${imports.join('\n')}\n\nexport interface AltImage {\n  image: ImageSource;\n  alt: string;\n}\n\nexport interface CaseStudyMedia {\n  hero: ImageSource;\n  cover: AltImage;\n  gallery: AltImage[];\n}\n\nexport const caseStudyMedia: Record<string, CaseStudyMedia> = {\n${entries.join('\n')}\n};\n`,
);
fs.rmSync(TMP, { recursive: true, force: true });
process.stdout.write('\ndone\n');
