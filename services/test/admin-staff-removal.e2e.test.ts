import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import request from 'supertest';
import { createApp, initApp } from '../src/app.factory';
import { recordAnswers } from './support/contract/answer-recorder';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { codeIn, startSmtpCatcher } from './support/smtp-catcher';
import { removeDir, tempDataDir, testConfig } from './support/test-config';

/**
 * Staff is decided from STAFF_EMAILS on every request, never from the token: an address taken
 * off the list is refused at the next start, though its token is still valid and unexpired.
 */
describe.each(dbTargets())('removing an address from STAFF_EMAILS on $name', (target) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let dataDir: string;
  let app: NestExpressApplication | undefined;

  const start = async (staffEmails: string): Promise<Server> => {
    app = await createApp({ logger: false, config: testConfig({ DATA_DIR: dataDir, SMTP_URL: smtp.url, STAFF_EMAILS: staffEmails, ...target.env() }) });
    await initApp(app);
    recordAnswers(app.getHttpServer() as Server);
    return app.getHttpServer() as Server;
  };
  const stop = async () => {
    await app?.close();
    app = undefined;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    dataDir = tempDataDir();
    await target.setup();
  });

  afterAll(async () => {
    await stop();
    await target.teardown();
    removeDir(dataDir);
    await smtp?.close();
  });

  it('refuses a token issued while staff once the API restarts without the address', async () => {
    let server = await start('leaving@nyota.test,staying@nyota.test');
    const signIn = async (email: string) => {
      const before = smtp.mails.length;
      await request(server).post('/api/auth/request-code').send({ email }).expect(200);
      const res = await request(server).post('/api/auth/verify-code').send({ email, code: codeIn(smtp.mails[before].raw) }).expect(200);
      return res.body.token as string;
    };
    const leaving = await signIn('leaving@nyota.test');
    const staying = await signIn('staying@nyota.test');
    await request(server).get('/api/admin/me').set('Authorization', `Bearer ${leaving}`).expect(200);
    await stop();

    server = await start('staying@nyota.test');
    // The token itself is still good: the rest of the site still knows who this is.
    await request(server).get('/api/auth/me').set('Authorization', `Bearer ${leaving}`).expect(200, { email: 'leaving@nyota.test' });
    for (const url of ['/api/admin/me', '/api/admin/inquiries', '/api/admin/payments']) {
      const res = await request(server).get(url).set('Authorization', `Bearer ${leaving}`).expect(403);
      expect(res.body.message).toBe('This area is for Nyota Creative staff only.');
    }
    await request(server).get('/api/admin/me').set('Authorization', `Bearer ${staying}`).expect(200, { email: 'staying@nyota.test', staff: true, colleagues: ['staying@nyota.test'] });
    await stop();

    // An empty list closes the back office to everyone.
    server = await start('');
    await request(server).get('/api/admin/me').set('Authorization', `Bearer ${staying}`).expect(403);
  });
});

describe('removing an address from STAFF_EMAILS: PostgreSQL', () => {
  notePostgresSkipped();
});
