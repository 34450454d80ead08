import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, ROOT } from '../../support/env';
import { waitForCode } from '../../support/outbox';

/**
 * Issue 15, item 1: the site as `npm start` runs it (NODE_ENV=production-local; this suite's site is
 * started exactly so) must refuse a token signed with any secret written in the repository.
 */

/** An HS256 token as jsonwebtoken makes them, signed with `secret`. */
function forge(email: string, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email, iat: now, exp: now + 3600, sub: email, iss: 'nyota-api' })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Every JWT_SECRET-like value committed: the development secret and .env.example's placeholder. */
function committedSecrets(): string[] {
  const appConfig = fs.readFileSync(path.join(ROOT, 'services', 'src', 'config', 'app-config.ts'), 'utf8');
  const envExample = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const secrets = [/DEV_JWT_SECRET = '([^']+)'/.exec(appConfig)?.[1], /^JWT_SECRET=(.+)$/m.exec(envExample)?.[1]?.trim()];
  expect(secrets.every(Boolean)).toBe(true);
  return secrets as string[];
}

test('a token signed with a secret from the source is refused (401); the site keeps its own secret, private', async ({ request }) => {
  const email = `forged-${Date.now()}@example.com`;
  for (const secret of committedSecrets()) {
    const token = forge(email, secret);
    for (const url of ['/api/auth/me', '/api/account']) {
      const res = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status(), `${url} with a token signed by "${secret}"`).toBe(401);
    }
  }

  // The same request with a token the site made itself is let in: the refusal above is about the secret.
  expect((await request.post('/api/auth/request-code', { data: { email } })).status()).toBe(200);
  const code = await waitForCode(E2E_DATA_DIR, email);
  const { token } = await (await request.post('/api/auth/verify-code', { data: { email, code } })).json();
  expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  const kept = path.join(E2E_DATA_DIR, 'jwt-secret');
  expect(fs.statSync(kept).mode & 0o777).toBe(0o600);
  expect(fs.readFileSync(kept, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
});

test('other sites cannot post through a visitor (403) and forms are JSON only (415)', async ({ request }) => {
  const contact = { name: 'Kato', email: 'kato@example.com', subject: 'Hello', message: 'Spam?' };
  const evil = await request.post('/api/contact', { data: contact, headers: { Origin: 'https://evil.example' } });
  expect(evil.status()).toBe(403);
  expect((await evil.json()).message).toBe('Requests from other sites are not accepted.');
  const form = await request.post('/api/auth/request-code', { form: { email: 'kato@example.com' } });
  expect(form.status()).toBe(415);
});
