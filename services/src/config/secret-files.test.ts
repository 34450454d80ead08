import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_ENV, problemsOf } from '../../test/support/config-problems';
import { loadConfig } from './load-config';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-files-'));
const secret = (name: string, value: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, value);
  return file;
};
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('secrets given as files (Docker and Kubernetes secrets)', () => {
  const { JWT_SECRET, SMTP_URL, ...rest } = PRODUCTION_ENV;

  it('reads JWT_SECRET_FILE and SMTP_URL_FILE, dropping the trailing newline', () => {
    const c = loadConfig({ ...rest, JWT_SECRET_FILE: secret('jwt', `${JWT_SECRET}\n`), SMTP_URL_FILE: secret('smtp', 'smtps://u:p@relay.example.net:465\n') });
    expect(c.jwtSecret).toBe(JWT_SECRET);
    expect(c.smtpUrl).toBe('smtps://u:p@relay.example.net:465');
  });

  it('puts POSTGRES_PASSWORD_FILE into a DATABASE_URL written without a password', () => {
    const c = loadConfig({ ...PRODUCTION_ENV, DATABASE_URL: 'postgres://nyota@db:5432/nyota', POSTGRES_PASSWORD_FILE: secret('pg', 'p@ss/word\n') });
    expect(new URL(c.databaseUrl!).password).toBe(encodeURIComponent('p@ss/word'));
    expect(decodeURIComponent(new URL(c.databaseUrl!).password)).toBe('p@ss/word');
  });

  it('applies the production rules to a value read from a file', () => {
    expect(problemsOf({ ...rest, SMTP_URL, JWT_SECRET_FILE: secret('placeholder', 'change-me-to-64-hex-characters-from-openssl-rand-hex-32-0000000') })).toEqual([
      'JWT_SECRET is a placeholder value: set a private one',
    ]);
  });

  it('names a missing file, an empty one, and a secret given both ways', () => {
    expect(problemsOf({ ...rest, SMTP_URL, JWT_SECRET_FILE: path.join(dir, 'nope') })).toContain(`JWT_SECRET_FILE cannot be read (${path.join(dir, 'nope')}): ENOENT`);
    expect(problemsOf({ ...rest, JWT_SECRET, SMTP_URL_FILE: secret('empty', '\n') })).toContain(`SMTP_URL_FILE names an empty file (${path.join(dir, 'empty')})`);
    expect(problemsOf({ ...PRODUCTION_ENV, JWT_SECRET_FILE: secret('both', JWT_SECRET) })).toEqual(['JWT_SECRET and JWT_SECRET_FILE are both set: give the secret one way']);
  });
});
