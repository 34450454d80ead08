import { PRODUCTION_ENV, problemsOf } from '../../test/support/config-problems';
import { publicUrlProblem } from './public-url';

describe('PUBLIC_URL in production', () => {
  it.each([
    'http://localhost:8080',
    'http://nyotacreative.com',
    'https://localhost',
    'https://127.0.0.1:8443',
    'https://10.0.3.7',
    'https://172.20.1.1',
    'https://192.168.1.10',
    'https://[::1]',
    'https://[fd00::5]',
    'https://web',
    'https://site.internal',
    'https://shop.localhost',
  ])('refuses %s, naming it', (value) => {
    const problems = problemsOf({ ...PRODUCTION_ENV, PUBLIC_URL: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_URL /);
    expect(problems[0]).toContain(`"${value}"`);
  });

  it('accepts a public https address', () => {
    expect(publicUrlProblem('https://nyotacreative.com')).toBeUndefined();
    expect(publicUrlProblem('https://8.8.4.4')).toBeUndefined();
    expect(problemsOf({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://www.nyotacreative.com' })).toEqual([]);
  });

  it('is not asked outside production (npm start, e2e on loopback)', () => {
    expect(problemsOf({ NODE_ENV: 'production-local', PUBLIC_URL: 'http://localhost:8080' })).toEqual([]);
  });
});
