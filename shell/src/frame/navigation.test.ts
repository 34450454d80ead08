import { FOOTER_NAV, HEADER_NAV, HEADER_SCROLL_THRESHOLD, isActive } from './navigation';

describe('navigation', () => {
  it('has the header links of spec 2.2 in order', () => {
    expect(HEADER_NAV.map((i) => i.name)).toEqual(['Home', 'Services', 'About', 'Portfolio', 'Resources']);
  });

  it('has the footer main links of spec 2.2 in order', () => {
    expect(FOOTER_NAV.map((i) => i.name)).toEqual(['Home', 'Services', 'Portfolio', 'About', 'Resource Hub', 'Blog', 'Contact']);
  });

  it('turns the header solid past 10 px (spec 9)', () => {
    expect(HEADER_SCROLL_THRESHOLD).toBe(10);
  });

  it('highlights Home only on /, other links on their path and below', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/about')).toBe(false);
    expect(isActive('/portfolio', '/portfolio/ukweli')).toBe(true);
    expect(isActive('/portfolio', '/portfolios')).toBe(false);
    expect(isActive('/resource-hub', '/resource-hub')).toBe(true);
  });

  it('highlights Services on every service page, and nothing else there', () => {
    for (const path of ['/creative-design', '/motion-graphics', '/marketing-advertising', '/web-development']) {
      expect(HEADER_NAV.filter((item) => isActive(item.href, path)).map((item) => item.name)).toEqual(['Services']);
    }
    expect(isActive('/services', '/contact')).toBe(false);
  });
});
