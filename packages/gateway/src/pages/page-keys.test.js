const { createPageKeys, keyOf } = require('./page-keys');

describe('page keys', () => {
  it('keys a page by the values of the names it read, in the order of the names', () => {
    const reads = { names: ['category'], whole: false };
    expect(keyOf('s /blog', '?category=design&fbclid=1', reads)).toBe(keyOf('s /blog', '?utm=2&category=design', reads));
    expect(keyOf('s /blog', '?category=design', reads)).not.toBe(keyOf('s /blog', '?category=motion', reads));
    // Absent and empty are different values; a repeated name counts with all its values.
    expect(keyOf('s /blog', '', reads)).not.toBe(keyOf('s /blog', '?category=', reads));
    expect(keyOf('s /blog', '?category=a', reads)).not.toBe(keyOf('s /blog', '?category=a&category=b', reads));
  });

  it('keys by the whole address when the page read all of the query, or did not say', () => {
    expect(keyOf('s /x', '?a=1&b=2', { names: [], whole: true })).toBe('s /x ?a=1&b=2');
    expect(keyOf('s /x', '?a=1&b=2', null)).toBe('s /x ?a=1&b=2');
    expect(keyOf('s /x', '?a=1', { names: [], whole: true })).not.toBe(keyOf('s /x', '?a=2', { names: [], whole: true }));
  });

  it('a name that only looks like a separator cannot make two shapes meet', () => {
    const a = keyOf('s /x', '?a%3D%5B%5D%26b=1', { names: ['a=[]&b'], whole: false });
    const b = keyOf('s /x', '?b=1', { names: ['a', 'b'], whole: false });
    expect(a).not.toBe(b);
  });

  it('looks an address up under every shape its path has had, and remembers a bounded number of shapes', () => {
    const keys = createPageKeys({ maxShapes: 2, maxPaths: 2 });
    expect(keys.candidates('s /contact', '?type=x')).toEqual(['s /contact ?type=x']);
    const withPlan = keys.keep('s /contact', '?plan=a', { names: ['plan'], whole: false });
    const withType = keys.keep('s /contact', '', { names: ['plan', 'type'], whole: false });
    expect(keys.candidates('s /contact', '?plan=a&fbclid=9')).toContain(withPlan);
    expect(keys.candidates('s /contact', '?fbclid=9')).toContain(withType);
    // A third shape for the same path is not remembered, so its page is not kept.
    expect(keys.keep('s /contact', '?q=1', { names: ['q'], whole: false })).toBeNull();
    // Past the number of paths, the oldest path's shapes go (its pages are then found by whole address only).
    keys.keep('s /a', '', { names: [], whole: false });
    keys.keep('s /b', '', { names: [], whole: false });
    expect(keys.candidates('s /contact', '?plan=a')).toEqual(['s /contact ?plan=a']);
  });
});
