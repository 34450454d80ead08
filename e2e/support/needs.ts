import { test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { missingText, strictNeeds } from '@agency/tools/needs';

export { onPath, strictNeeds } from '@agency/tools/needs';
import { ROOT } from './env';

/**
 * Call at the top of a spec (before its hooks) with what it needs and lacks ([]: nothing lacks).
 * Under CI=true every test of the file FAILS naming what is missing: the failing hook is the
 * file's first, so no later hook starts a server against a tool that is not there. Elsewhere the
 * file is skipped with the same words; `npm test` counts the skips in its last line.
 */
export function needs(missing: string[]): void {
  if (missing.length === 0) return;
  const message = missingText(missing);
  if (strictNeeds()) {
    test.beforeAll(() => {
      throw new Error(message);
    });
  } else test.skip(true, message);
}

/** The same inside one test: under CI=true it fails naming what is missing, elsewhere it is skipped. */
export function needsNow(missing: string[]): void {
  if (missing.length === 0) return;
  const message = missingText(missing);
  if (strictNeeds()) throw new Error(message);
  test.skip(true, message);
}

/** The files (from the repository root) a spec runs that are not built, as one need ([] when all are). */
export function unbuilt(files: string[]): string[] {
  const absent = files.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  return absent.length ? [`the builds ${absent.join(', ')} (npm run build)`] : [];
}
