import { momoOutcomeFor } from '../src/sandbox-state';

describe('the sandbox MoMo rule on the last digit of the number', () => {
  it.each([
    ['256772123450', 'FAILED'],
    ['256772123451', 'PENDING'],
    ['256772123452', 'SUCCESSFUL'],
    ['250788000229', 'SUCCESSFUL'],
  ])('%s → %s', (msisdn, outcome) => {
    expect(momoOutcomeFor(msisdn)).toBe(outcome);
  });
});
