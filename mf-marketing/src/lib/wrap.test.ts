import { wrapIndex } from './wrap';

describe('wrapIndex', () => {
  it('wraps past the end to the start and before the start to the end', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(-5, 4)).toBe(3);
  });
  it('stays at 0 for an empty list', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
