import fs from 'node:fs';
import path from 'node:path';
import { MailService } from '../src/mail/mail.service';
import { removeDir, tempDataDir, testConfig } from './support/test-config';

describe('MailService without SMTP_URL', () => {
  const dataDir = tempDataDir();
  afterAll(() => removeDir(dataDir));

  it('writes an .eml file in <DATA_DIR>/outbox and logs the subject and the note', async () => {
    const mail = new MailService(testConfig({ DATA_DIR: dataDir }));
    const log = jest.spyOn((mail as unknown as { logger: { log(m: string): void } }).logger, 'log').mockImplementation(() => undefined);
    await mail.send({ to: 'amina@example.com', subject: 'Your Nyota Creative sign-in code', text: 'Your sign-in code is 123456', outboxNote: 'sign-in code 123456' });
    const outbox = path.join(dataDir, 'outbox');
    const names = fs.readdirSync(outbox);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outbox, names[0]), 'utf8');
    expect(eml).toMatch(/^To: amina@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your Nyota Creative sign-in code$/m);
    expect(eml).toContain('Your sign-in code is 123456');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"Your Nyota Creative sign-in code" to amina@example.com'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('sign-in code 123456'));
    mail.onApplicationShutdown();
  });
});
