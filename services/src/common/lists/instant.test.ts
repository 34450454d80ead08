import { isInstant } from './instant';

describe('isInstant', () => {
  it.each([
    '2026-01-31T21:00:00Z',
    '2026-01-31T21:00:00.000Z',
    '2026-02-01T00:00:00.123456+03:00',
    '2024-02-29T00:00:00Z',
    '2026-01-01T00:00:00-12:00',
    '2026-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59z',
  ])('takes %s', (value) => {
    expect(isInstant(value)).toBe(true);
  });

  it.each([
    ['a year alone', '2026'],
    ['a week date', '2026-W01-1'],
    ['a year before 1', '-4714-01-01T00:00:00Z'],
    ['a year 0', '0000-01-01T00:00:00Z'],
    ['a decimal comma', '2026-01-01T10:00,5Z'],
    ['minutes without seconds', '2026-01-01T10:00Z'],
    ['a day without a time', '2026-01-01'],
    ['no zone', '2026-01-01T10:00:00'],
    ['February 30th', '2026-02-30T00:00:00Z'],
    ['February 29th of a common year', '2026-02-29T00:00:00Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['hour 24', '2026-01-01T24:00:00Z'],
    ['a leap second', '2026-12-31T23:59:60Z'],
    ['an offset past +14:00', '2026-01-01T00:00:00+15:00'],
    ['an offset past -12:00', '2026-01-01T00:00:00-13:00'],
    ['a space for the T', '2026-01-01 00:00:00Z'],
    ['words', 'yesterday'],
    ['a number', 20260101],
  ])('refuses %s', (_why, value) => {
    expect(isInstant(value)).toBe(false);
  });
});
