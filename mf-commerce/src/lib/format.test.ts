import { formatDay, formatPrice } from './format';

describe('formatPrice', () => {
  it('puts the currency first on a price tag, the figure grouped as the spec writes it', () => {
    expect(formatPrice(180000, 'UGX')).toBe('UGX 180,000');
    expect(formatPrice(65000, 'RWF')).toBe('RWF 65,000');
  });
});

describe('formatDay', () => {
  it("writes the day as toLocaleDateString('en-GB') does, in the visitor's time zone", () => {
    const times = ['2026-11-26T10:00:00.000Z', '2026-01-01T00:30:00Z', '2025-12-31T23:30:00Z', '2024-02-29T12:00:00Z', '1999-09-09T09:09:09Z'];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2027, 0, 1); t += 37 * 3_600_000 + 17 * 60_000) times.push(new Date(t).toISOString());
    for (const iso of times) expect(formatDay(iso)).toBe(new Date(iso).toLocaleDateString('en-GB'));
  });

  it('writes nothing for a time that is not one', () => {
    expect(formatDay('not a date')).toBe('');
  });
});
