import { containsPattern, decodeCursor, encodeCursor, UUID } from './list-query';

const id = '0f6b1c2d-3e4f-4a5b-9c6d-7e8f9a0b1c2d';
const raw = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('list cursors', () => {
  it('round-trips the exact time (microseconds) and id', () => {
    const cursor = { createdAt: '2026-11-23T16:01:02.123456Z', id };
    expect(decodeCursor(encodeCursor(cursor), UUID)).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', '!!!'],
    ['JSON that is not a pair', raw({ createdAt: '2026-01-01T00:00:00.000000Z', id })],
    ['a pair of the wrong types', raw([1, 2])],
    ['milliseconds only', raw(['2026-01-01T00:00:00.000Z', id])],
    ['February 30th', raw(['2026-02-30T00:00:00.000000Z', id])],
    ['hour 24', raw(['2026-01-01T24:00:00.000000Z', id])],
    ['an id that is not a UUID', raw(['2026-01-01T00:00:00.000000Z', "1' OR '1'='1"])],
    ['three parts', raw(['2026-01-01T00:00:00.000000Z', id, 'x'])],
  ])('refuses %s with a 400 naming the cursor', (_name, text) => {
    let thrown: unknown;
    try {
      decodeCursor(text, UUID);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ status: 400, errors: { cursor: ['This cursor is not valid; start again from the first page.'] } });
  });
});

describe('search patterns', () => {
  it('matches the text anywhere, with % _ and \\ taken literally', () => {
    expect(containsPattern('okello')).toBe('%okello%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});
