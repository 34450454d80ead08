import { problemsOf } from '../../test/support/config-problems';
import { loadConfig } from './load-config';

describe('STAFF_EMAILS', () => {
  it('is empty by default: the back office is closed', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).staffEmails).toEqual([]);
  });

  it('trims, lower-cases and de-duplicates the addresses, ignoring empty items', () => {
    const c = loadConfig({ NODE_ENV: 'test', STAFF_EMAILS: ' Amina@NyotaCreative.com , kato@nyotacreative.com,,amina@nyotacreative.com, ' });
    expect(c.staffEmails).toEqual(['amina@nyotacreative.com', 'kato@nyotacreative.com']);
  });

  it('stops the start naming each bad address', () => {
    expect(problemsOf({ NODE_ENV: 'test', STAFF_EMAILS: 'amina@nyotacreative.com, kato at nyota, <x@y.z>' })).toEqual([
      'STAFF_EMAILS must list e-mail addresses separated by commas (got "kato at nyota")',
      'STAFF_EMAILS must list e-mail addresses separated by commas (got "<x@y.z>")',
    ]);
    expect(problemsOf({ NODE_ENV: 'test', STAFF_EMAILS: 'amina@nyotacreative.com; kato@nyotacreative.com' })).toHaveLength(1);
  });
});
