import { groupDigits } from './groupDigits';

describe('groupDigits', () => {
  it("writes whole numbers as toLocaleString('en-US') does", () => {
    const values = [0, 7, 42, 999, 1000, 1001, 9999, 10000, 99999, 100000, 180000, 999999, 1000000, 1234567, 12345678, 123456789, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 2_000_000; n = n * 3 + 1) values.push(n);
    for (const value of values) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
      expect(groupDigits(-value)).toBe((-value).toLocaleString('en-US'));
    }
  });

  it('leaves fractions and huge numbers to Intl', () => {
    for (const value of [1234.5, 0.25, 2 ** 60]) expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
  });
});
