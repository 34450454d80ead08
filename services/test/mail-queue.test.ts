import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../src/database/database';
import { openDatabase } from '../src/database/open-database';
import { MailService } from '../src/mail/mail.service';
import { Metrics } from '../src/metrics/metrics';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { startSmtpCatcher } from './support/smtp-catcher';
import { removeDir, tempDataDir, testConfig } from './support/test-config';

// Below Linux's ephemeral range (32768-60999): a catcher another test file starts on port 0, or a
// client socket, can never take the address this test needs to stay down until it starts its own.
const SMTP_PORT = 29021;
const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return true;
  return false;
};
const rowsOf = async (db: Database) =>
  (await db.query<{ status: string; attempts: number; body_text: string | null }>('SELECT status, attempts, body_text FROM mail_outbox')).rows;

describe('mail without SMTP_URL', () => {
  const dataDir = tempDataDir();
  let db: Database;
  afterAll(async () => {
    await db.close();
    removeDir(dataDir);
  });

  it('goes through the outbox table to an .eml file in <DATA_DIR>/outbox and logs the subject and the note', async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    db = await openDatabase(config);
    const mail = new MailService(config, db, new Metrics());
    const log = jest.spyOn((mail as unknown as { logger: { log(m: string): void } }).logger, 'log').mockImplementation(() => undefined);
    await mail.send({ to: 'amina@example.com', subject: 'Your Nyota Creative sign-in code', text: 'Your sign-in code is 123456', outboxNote: 'sign-in code 123456' });
    const outbox = path.join(dataDir, 'outbox');
    const names = fs.readdirSync(outbox);
    expect(names).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outbox, names[0]), 'utf8');
    expect(eml).toMatch(/^To: amina@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your Nyota Creative sign-in code$/m);
    expect(eml).toContain('Your sign-in code is 123456');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"Your Nyota Creative sign-in code" to amina@example.com'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('sign-in code 123456'));
    // Sent: marked done and the body (the code) is not kept.
    expect(await rowsOf(db)).toEqual([{ status: 'done', attempts: 1, body_text: null }]);
    await mail.onApplicationShutdown();
  });
});

describe.each(dbTargets())('mail queue on $name', (target) => {
  notePostgresSkipped();
  const dataDir = tempDataDir();
  let db: Database;
  let other: Database;
  beforeAll(async () => {
    await target.setup();
    db = await openDatabase(testConfig({ DATA_DIR: dataDir, ...target.env() }));
    // A second replica: its own pool on PostgreSQL; on PGlite (one process) the same database.
    other = target.name === 'PostgreSQL' ? await openDatabase(testConfig({ DATA_DIR: dataDir, ...target.env() })) : db;
  });
  afterAll(async () => {
    if (other !== db) await other.close();
    await db.close();
    await target.teardown();
    removeDir(dataDir);
  });
  beforeEach(() => db.query('DELETE FROM mail_outbox'));

  it('keeps a mail while the mail server is down and delivers it once when it is back', async () => {
    const config = testConfig({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` });
    const metrics = new Metrics();
    const mail = new MailService(config, db, metrics);
    jest.spyOn((mail.worker as unknown as { logger: { warn(m: string): void } }).logger, 'warn').mockImplementation(() => undefined);
    mail.onApplicationBootstrap();
    try {
      // Down: the request that sends the mail still succeeds; the mail waits in the table.
      await mail.send({ to: 'amina@example.com', subject: 'Inquiry received', text: 'Thank you' });
      const [queued] = await rowsOf(db);
      expect(queued).toMatchObject({ status: 'pending', attempts: 1, body_text: 'Thank you' });

      const catcher = await startSmtpCatcher(SMTP_PORT);
      try {
        expect(await until(() => catcher.mails.length > 0)).toBe(true);
        expect(await until(async () => (await rowsOf(db))[0].status === 'done')).toBe(true);
        // Another retry round would send it again if it were still claimable: give it the time of one.
        await mail.worker.runDue();
        await new Promise((r) => setTimeout(r, 2500));
        expect(catcher.mails).toHaveLength(1);
        expect(catcher.mails[0].to).toEqual(['amina@example.com']);
        expect(await rowsOf(db)).toEqual([{ status: 'done', attempts: 2, body_text: null }]);
        expect(await metrics.registry.getSingleMetricAsString('mails_sent_total')).toMatch(/^mails_sent_total 1$/m);
      } finally {
        await catcher.close();
      }
    } finally {
      await mail.onApplicationShutdown();
    }
  }, 30_000);

  it('two replicas working the queue at once send each mail once', async () => {
    const catcher = await startSmtpCatcher();
    const config = testConfig({ DATA_DIR: dataDir, SMTP_URL: catcher.url });
    const replicas = [new MailService(config, db, new Metrics()), new MailService(config, other, new Metrics())];
    try {
      for (let i = 0; i < 30; i++) {
        await db.query(`INSERT INTO mail_outbox (id, to_address, subject, body_text) VALUES (gen_random_uuid(), $1, $2, 'x')`, [`visitor${i}@example.com`, `Mail ${i}`]);
      }
      // Both claim batches of 10 from the same rows at the same time.
      const handled = await Promise.all(replicas.map((r) => r.worker.runDue()));
      expect(handled[0] + handled[1]).toBe(30);
      expect(catcher.mails).toHaveLength(30);
      expect(new Set(catcher.mails.map((m) => m.to[0])).size).toBe(30);
      expect((await rowsOf(db)).every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(replicas.map((r) => r.onApplicationShutdown()));
      await catcher.close();
    }
  }, 30_000);
});
