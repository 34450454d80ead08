import { Logger } from '@nestjs/common';
import fs from 'node:fs';
import os from 'node:os';
import lockfile from 'proper-lockfile';

/** Thrown at start when another process already has the PGlite folder open. */
export class FolderInUseError extends Error {
  constructor(readonly dir: string, owner: string) {
    super(
      `The database folder ${dir} is already open by another process (${owner}). PGlite serves one process only: ` +
        'stop the other API (or npm start), give this one its own DATA_DIR, or use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'FolderInUseError';
  }
}

/** How long a holder that stopped refreshing its lock (killed, frozen) keeps it: then the next start takes it. */
const STALE_MS = 20_000;

/**
 * Takes the folder for this process alone: PGlite has no lock of its own, and a second process on
 * the same folder silently overwrote the first one's writes. `<dir>.lock` (a directory, created
 * atomically, its time refreshed every few seconds) says who holds it; `<dir>.lock.owner` says who
 * for the message. Works across containers that share the volume. Returns the release function.
 */
export async function lockFolder(dir: string): Promise<() => Promise<void>> {
  const ownerFile = `${dir}.lock.owner`;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      realpath: false,
      stale: STALE_MS,
      update: STALE_MS / 4,
      onCompromised: (error) => {
        // Another process took the folder while this one was frozen: stop writing at once.
        new Logger('Database').error(`lost the lock on ${dir}: ${error.message}; stopping`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    let owner = 'unknown process';
    try {
      const o = JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as { pid: number; host: string; since: string };
      owner = `pid ${o.pid} on ${o.host}, since ${o.since}`;
    } catch {
      // written just after the lock: the other process is starting right now
    }
    throw new FolderInUseError(dir, owner);
  }
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
  return async () => {
    fs.rmSync(ownerFile, { force: true });
    await release();
  };
}
