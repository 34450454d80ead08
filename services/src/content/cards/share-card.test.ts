import sharp from 'sharp';
import { textWidth } from './share-fonts';
import { renderShareCard } from './share-card';
import { CARD, shareLayout, TITLE, type Box } from './share-layout';

/** The checks of packages/artwork/test/share-layout.test.mjs, on the API's copy of the rule. */
const intersects = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (box: Box, margin: number) => box.x >= margin && box.y >= margin && box.x + box.w <= CARD.W - margin && box.y + box.h <= CARD.H - margin;

const TITLES = [
  'AI in modern branding',
  'EchoTech Environmental Solutions Brand Strategy',
  'How a Kampala fintech rebuilt trust with a brand system, a new website and a year of measured campaigns across three markets',
  'Supercalifragilisticexpialidociousbrandingwithoutanyspacesatallanywhere',
];

describe.each(TITLES)('share card layout of "%s"', (title) => {
  const layout = shareLayout({ title, kicker: 'Blog · Branding' });

  it('keeps every title line, measured in Space Grotesk Bold, before the badge, in at most two lines', () => {
    expect(layout.lines.length).toBeLessThanOrEqual(2);
    for (const line of layout.lines) expect(layout.titleBox.x + textWidth(line, { ...TITLE, size: layout.size })).toBeLessThan(layout.badge.x);
  });

  it('lets the title, the kicker and the badge neither overlap nor leave the card', () => {
    expect(intersects(layout.titleBox, layout.badge)).toBe(false);
    expect(intersects(layout.kicker.box, layout.badge)).toBe(false);
    expect(intersects(layout.kicker.box, layout.titleBox)).toBe(false);
    expect(inside(layout.titleBox, CARD.MARGIN - 1)).toBe(true);
    expect(inside(layout.kicker.box, CARD.MARGIN - 1)).toBe(true);
    expect(inside(layout.badge, CARD.MARGIN - 1)).toBe(true);
  });
});

it('keeps a short title whole at the largest size, and wraps or shrinks a long one', () => {
  expect(shareLayout({ title: 'AI in modern branding', kicker: 'Blog' })).toMatchObject({ size: 58, lines: ['AI in modern branding'] });
  const long = shareLayout({ title: 'EchoTech Environmental Solutions Brand Strategy', kicker: 'Case study' });
  expect(long.lines.length === 2 || long.size < 58).toBe(true);
  expect(long.lines.join(' ')).toBe('EchoTech Environmental Solutions Brand Strategy');
});

it('shortens a title that fits in no size with an ellipsis instead of running into the badge', () => {
  const layout = shareLayout({ title: TITLES[2] as string, kicker: 'Blog' });
  expect(layout.lines[layout.lines.length - 1]).toMatch(/…$/);
});

it('draws a 1200x630 PNG', async () => {
  const png = await renderShareCard({ title: TITLES[1] as string, kicker: 'Case study · Branding' });
  const meta = await sharp(png).metadata();
  expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
});
