import fs from 'node:fs';
import { PAYMENT_COUNTRIES } from './payment-settings';

type Env = Record<string, string | undefined>;

/**
 * The settings that may be given as a file (`NAME_FILE=/run/secrets/name`), the way Docker and
 * Kubernetes mount secrets: a value in a file stays out of `docker inspect`, `/proc/<pid>/environ`
 * and the Deployment's text.
 */
export function secretFileSettings(): string[] {
  return [
    'JWT_SECRET',
    'PAGE_TOKEN_SECRET',
    'DATABASE_URL',
    'POSTGRES_PASSWORD',
    'REDIS_URL',
    'SMTP_URL',
    ...PAYMENT_COUNTRIES.flatMap(({ code: c }) => [
      `PESAPAL_${c}_CONSUMER_KEY`,
      `PESAPAL_${c}_CONSUMER_SECRET`,
      `MOMO_${c}_API_USER`,
      `MOMO_${c}_API_KEY`,
      `MOMO_${c}_SUBSCRIPTION_KEY`,
    ]),
  ];
}

/**
 * The environment with each `NAME_FILE` read into `NAME` (one trailing newline dropped: `echo` and
 * editors add it). Setting both, or a file that cannot be read, is a problem naming the setting.
 * `POSTGRES_PASSWORD` (compose's and the postgres image's name) goes into a DATABASE_URL written
 * without a password, so the URL itself need not be secret.
 */
export function withSecretFiles(env: Env, problems: string[]): Env {
  const out: Env = { ...env };
  for (const name of secretFileSettings()) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`${name} and ${name}_FILE are both set: give the secret one way`);
      continue;
    }
    try {
      out[name] = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      if (!out[name]) problems.push(`${name}_FILE names an empty file (${file})`);
    } catch (error) {
      problems.push(`${name}_FILE cannot be read (${file}): ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
  }
  const password = out.POSTGRES_PASSWORD;
  if (password && out.DATABASE_URL) {
    try {
      const url = new URL(out.DATABASE_URL);
      if (!url.password) {
        url.password = encodeURIComponent(password);
        out.DATABASE_URL = url.toString();
      }
    } catch {
      // a bad DATABASE_URL is named by loadConfig itself
    }
  }
  return out;
}
