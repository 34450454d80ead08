import { formatPrice } from './format';

describe('formatPrice', () => {
  it('puts the currency first on a price tag, the figure grouped as the spec writes it', () => {
    expect(formatPrice(180000, 'UGX')).toBe('UGX 180,000');
    expect(formatPrice(65000, 'RWF')).toBe('RWF 65,000');
  });
});
