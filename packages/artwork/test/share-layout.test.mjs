/**
 * Issue 63 item 6: on every share card the title stays clear of the "Nyota Creative" badge and
 * inside the card, measured in the fonts the card is drawn in (Space Grotesk and Inter at their
 * drawn weights, kerning included).
 */
import { describe, expect, test } from '@jest/globals';
import { shareLayout, OG_SIZE } from '../src/og.mjs';
import { shareCards } from '../src/share-pages.mjs';
import { textWidth } from '../src/text-metrics.mjs';

/** @typedef {{ x: number, y: number, w: number, h: number }} Box */

/** @param {Box} a @param {Box} b */
const intersects = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** @param {Box} box */
const inside = (box, margin = 0) => box.x >= margin && box.y >= margin && box.x + box.w <= OG_SIZE.W - margin && box.y + box.h <= OG_SIZE.H - margin;

const cards = shareCards();

test('the list holds the site\'s card and every page\'s, none of an article or a case study (the API draws those)', () => {
  const keys = cards.map((c) => c.key);
  expect(keys).toEqual(expect.arrayContaining(['site', 'about', 'services', 'data-driven-branding', 'web-development']));
  expect(keys.filter((k) => /^(portfolio|blog)-/.test(k))).toEqual([]);
  expect(new Set(keys).size).toBe(keys.length);
});

describe.each(cards.map((c) => ({ key: c.key, card: c })))('share card $key', ({ card }) => {
  const layout = shareLayout(card);

  test('every title line, measured in Space Grotesk Bold, ends before the badge starts', () => {
    for (const line of layout.lines) {
      const width = textWidth(line, { family: 'Space Grotesk', weight: 700, size: layout.size });
      expect(layout.titleBox.x + width).toBeLessThan(layout.badge.x);
    }
    expect(layout.lines.join(' ')).toBe(card.title.split(/\s+/).join(' '));
    expect(layout.lines.length).toBeLessThanOrEqual(2);
  });

  test('the title, the kicker and the badge do not overlap and stay inside the card', () => {
    expect(intersects(layout.titleBox, layout.badge)).toBe(false);
    expect(intersects(layout.kicker.box, layout.badge)).toBe(false);
    expect(intersects(layout.kicker.box, layout.titleBox)).toBe(false);
    expect(inside(layout.titleBox, layout.card.margin - 1)).toBe(true);
    expect(inside(layout.kicker.box, layout.card.margin - 1)).toBe(true);
    expect(inside(layout.badge, layout.card.margin - 1)).toBe(true);
  });
});

test('a title too long for one line at the largest size is wrapped or set smaller, not run into the badge', () => {
  const layout = shareLayout({ title: 'EchoTech Environmental Solutions Brand Strategy', kicker: 'Case study · EchoTech' });
  expect(layout.lines.length === 2 || layout.size < 58).toBe(true);
  expect(intersects(layout.titleBox, layout.badge)).toBe(false);
});
