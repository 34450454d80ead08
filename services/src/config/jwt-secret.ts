import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_JWT_SECRET, type NodeEnv } from './app-config';
import { JWT_SECRET_PLACEHOLDER } from './production-rules';

/**
 * Every signing secret that is written in this repository, so anyone can read it: the development
 * secret and the placeholder of .env.example. Outside development and test none of them may sign
 * or verify a token (jwt-secret.test.ts checks that every JWT_SECRET value committed is listed).
 */
export const PUBLISHED_SECRETS: readonly string[] = [DEV_JWT_SECRET, JWT_SECRET_PLACEHOLDER];

/** The file `npm start` keeps its own secret in, inside the data folder. */
export const SECRET_FILE = 'jwt-secret';
const MIN_LENGTH = 32;

/**
 * The secret that signs and verifies tokens.
 * - development, test: JWT_SECRET, else the development secret (a laptop needs no setup);
 * - production: JWT_SECRET, private (never a published value), required;
 * - production-local (`npm start`): JWT_SECRET when given (private), else a random secret made on
 *   the first start and kept in `<DATA_DIR>/jwt-secret` (mode 0600), so tokens survive restarts.
 */
export function resolveJwtSecret(env: Record<string, string | undefined>, nodeEnv: NodeEnv, dataDir: string, problems: string[]): string {
  const given = env.JWT_SECRET || undefined;
  if (given !== undefined && given.length < MIN_LENGTH) problems.push(`JWT_SECRET must be at least ${MIN_LENGTH} characters long`);
  if (nodeEnv === 'development' || nodeEnv === 'test') return given ?? DEV_JWT_SECRET;

  if (nodeEnv === 'production') {
    // Other published values (.env.example's) are named by production-rules.ts with every placeholder.
    if (given === undefined || given === DEV_JWT_SECRET) {
      problems.push('JWT_SECRET must be set to a private value in production (the development secret is refused)');
      return '';
    }
    return given;
  }
  if (given !== undefined && PUBLISHED_SECRETS.includes(given)) {
    problems.push('JWT_SECRET is a value published in the source code; leave it unset (a private one is made in DATA_DIR) or set a private one');
    return '';
  }
  if (given !== undefined) return given;
  // A relative DATA_DIR is already reported; no secret is written somewhere unexpected.
  if (!path.isAbsolute(dataDir)) return '';
  try {
    return secretInDataDir(dataDir);
  } catch (error) {
    problems.push(`the token secret in ${path.join(dataDir, SECRET_FILE)} cannot be used: ${error instanceof Error ? error.message : String(error)}`);
    return '';
  }
}

/** Reads the kept secret, or makes one (64 hex characters) readable by its owner only. */
export function secretInDataDir(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once cannot both write; the second reads the first's secret.
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A copy others could read is made private again: it may have been restored from a backup.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH || PUBLISHED_SECRETS.includes(secret)) {
    throw new Error(`it must hold a private value of at least ${MIN_LENGTH} characters (delete the file to make a new one; signed-in visitors sign in again)`);
  }
  return secret;
}
