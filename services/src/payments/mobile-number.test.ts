import { checkMobileNumber } from './mobile-number';

describe('checkMobileNumber', () => {
  it.each([
    ['0772 000 001', 'UG', 'mtn', '+256772000001'],
    ['+256 78 123 4567', 'UG', 'mtn', '+256781234567'],
    ['256761234567', 'UG', 'mtn', '+256761234567'],
    ['0701 234 567', 'UG', 'airtel', '+256701234567'],
    ['0751234567', 'UG', 'airtel', '+256751234567'],
    ['0788 123 456', 'RW', 'mtn', '+250788123456'],
    ['+250 791 234 567', 'RW', 'mtn', '+250791234567'],
    ['0722 123 456', 'RW', 'airtel', '+250722123456'],
    ['250731234567', 'RW', 'airtel', '+250731234567'],
  ] as const)('%s in %s on %s → %s', (input, country, network, e164) => {
    expect(checkMobileNumber(input, country, network)).toEqual({ ok: true, e164, msisdn: e164.slice(1) });
  });

  it('refuses a number of the other network', () => {
    expect(checkMobileNumber('0701234567', 'UG', 'mtn')).toEqual({ ok: false, message: 'This is not an MTN number. Check the number or choose the other provider.' });
    expect(checkMobileNumber('0788123456', 'RW', 'airtel')).toEqual({ ok: false, message: 'This is not an Airtel number. Check the number or choose the other provider.' });
  });

  it("refuses a number of the other country (a Rwandan number paying in UGX)", () => {
    const check = checkMobileNumber('+250788123456', 'UG', 'mtn');
    expect(check).toEqual({ ok: false, message: expect.stringMatching(/^This number is not Ugandan/) });
  });

  it.each(['12', 'abc', '0772 000', '+256 41 123 4567', '07720000011234'])('refuses %s', (input) => {
    expect(checkMobileNumber(input, 'UG', 'mtn').ok).toBe(false);
  });
});
