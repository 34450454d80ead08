import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { removeDir, tempDataDir, testConfig } from '../../test/support/test-config';
import { recordAnswers } from '../../test/support/contract/answer-recorder';
import { createApp } from '../app.factory';
import { signToken } from '../auth/token';
import { EntitlementsService } from '../entitlements/entitlements.service';

/** GET /api/account after staff take access back: the dashboard is told, and given again it is not. */
describe('GET /api/account and withdrawn access', () => {
  let app: INestApplication;
  let dataDir: string;
  let secret: string;
  let entitlements: EntitlementsService;

  beforeAll(async () => {
    dataDir = tempDataDir();
    const config = testConfig({ DATA_DIR: dataDir, PAYMENTS_RECONCILE: 'off' });
    secret = config.jwtSecret;
    app = await createApp({ logger: false, config });
    recordAnswers(app.getHttpServer());
    await app.init();
    entitlements = app.get(EntitlementsService);
  });

  afterAll(async () => {
    await app?.close();
    removeDir(dataDir);
  });

  const account = async (email: string) =>
    (await request(app.getHttpServer()).get('/api/account').set('Authorization', `Bearer ${signToken({ email }, secret, 3600)}`).expect(200)).body as {
      entitlements: { itemKey: string }[];
      withdrawn: { itemKey: string; itemName: string; reference: string | null; withdrawnAt: string }[];
      downloads: { id: string }[];
    };

  it('names access staff revoked, with when, and no longer lists it or its files', async () => {
    const email = 'revoked.customer@example.com';
    const granted = await entitlements.grantByStaff({ email, itemKey: 'resource-access', reason: 'goodwill', actor: 'staff@example.com' });
    expect((await account(email)).downloads.map((d) => d.id)).toContain('persona-score-guide');
    await entitlements.revoke({ id: granted.id, reason: 'chargeback', actor: 'staff@example.com' });

    const after = await account(email);
    expect(after.entitlements).toEqual([]);
    expect(after.downloads.map((d) => d.id)).not.toContain('persona-score-guide');
    expect(after.withdrawn).toEqual([{ itemKey: 'resource-access', itemName: 'Resource Hub one-time access', reference: null, withdrawnAt: expect.any(String) }]);
    expect(Date.parse(after.withdrawn[0].withdrawnAt)).not.toBeNaN();
  });

  it('says nothing of a withdrawal once the same access is given again', async () => {
    const email = 'regranted.customer@example.com';
    const first = await entitlements.grantByStaff({ email, itemKey: 'resource-access', reason: 'goodwill', actor: 'staff@example.com' });
    await entitlements.revoke({ id: first.id, reason: 'by mistake', actor: 'staff@example.com' });
    await entitlements.grantByStaff({ email, itemKey: 'resource-access', reason: 'restored', actor: 'staff@example.com' });
    const now = await account(email);
    expect(now.withdrawn).toEqual([]);
    expect(now.entitlements.map((e) => e.itemKey)).toEqual(['resource-access']);
  });

  it('tells an account that never lost anything nothing', async () => {
    expect((await account('never.revoked@example.com')).withdrawn).toEqual([]);
  });
});
