import { momoOutcomeFor, momoRuleFor } from '../src/sandbox-state';

describe('the sandbox MoMo rule on the last digit of the number', () => {
  it.each([
    ['256772123450', { outcome: 'FAILED', reason: 'APPROVAL_REJECTED' }],
    ['256772123451', { outcome: 'PENDING' }],
    ['256772123452', { outcome: 'SUCCESSFUL', slowAnswer: true }],
    ['256772123453', { outcome: 'FAILED', reason: 'EXPIRED' }],
    ['256772123454', { outcome: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' }],
    ['256772123455', { outcome: 'FAILED', reason: 'PAYER_NOT_FOUND' }],
    ['256772123456', { outcome: 'SUCCESSFUL' }],
    ['250788000229', { outcome: 'SUCCESSFUL' }],
  ])('%s → %j', (msisdn, rule) => {
    expect(momoRuleFor(msisdn)).toEqual(rule);
    expect(momoOutcomeFor(msisdn)).toBe(rule.outcome);
  });
});
