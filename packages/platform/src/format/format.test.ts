import { formatDate, formatDateTime, formatPrice } from './index';

describe('formatPrice', () => {
  it('puts the currency first and groups the figure, for numbers and the database decimal text', () => {
    expect(formatPrice(180000, 'UGX')).toBe('UGX 180,000');
    expect(formatPrice(100000, 'RWF')).toBe('RWF 100,000');
    expect(formatPrice('180000.00', 'UGX')).toBe('UGX 180,000');
    expect(formatPrice('1234.5', 'RWF')).toBe('RWF 1,234.5');
  });

  it('shows text that is not a number as it came', () => {
    expect(formatPrice('n/a', 'UGX')).toBe('UGX n/a');
    expect(formatPrice('', 'UGX')).toBe('UGX ');
  });
});

/** Newer ICU writes September "Sept" in en-GB; the site keeps three letters for every month. */

describe('formatDate and formatDateTime', () => {
  const times = ['2026-11-26T10:00:00.000Z', '2026-01-01T00:30:00Z', '2025-12-31T23:30:00Z', '2024-02-29T12:00:00Z', '1999-09-09T09:09:09Z'];
  for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2027, 0, 1); t += 37 * 3_600_000 + 17 * 60_000) times.push(new Date(t).toISOString());

  const usDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

  it("write the day as en-US's long month does (the spec's \"March 15, 2024\"), in the reader's time zone", () => {
    for (const iso of times) expect(formatDate(iso)).toBe(usDay(iso));
  });

  it('add the time on the 24-hour clock', () => {
    for (const iso of times) {
      const time = new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
      expect(formatDateTime(iso)).toBe(`${usDay(iso)}, ${time}`);
    }
  });

  it('write a calendar day as it is, whatever the time zone', () => {
    expect(formatDate('2024-03-15')).toBe('March 15, 2024');
    expect(formatDate('2025-12-01')).toBe('December 1, 2025');
    for (const bad of ['2024-13-01', '2024-03-32', '2024-00-10']) expect(formatDate(bad)).toBe('');
  });

  it('write nothing for a time that is not one', () => {
    for (const iso of ['not a date', '', null, undefined]) {
      expect(formatDate(iso)).toBe('');
      expect(formatDateTime(iso)).toBe('');
    }
  });
});
