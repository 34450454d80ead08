import request from 'supertest';
import { signToken } from '../src/auth/token';
import { AppConfig } from '../src/config/app-config';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { goodContact } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

const STAFF = 'staff@nyota.test';
const LISTS = ['/api/admin/inquiries', '/api/admin/messages', '/api/admin/payments'];
/** Every list and its CSV export. */
const ENDPOINTS = LISTS.flatMap((list) => [list, `${list}.csv`]);

/**
 * Dates an attacker's probe sent to the back office's filters (issue 60): ISO 8601 forms that
 * class-validator's IsISO8601 took and PostgreSQL could not read (a 500), and impossible days that
 * would roll over. Each must be a 400 naming the field, on every list and export.
 */
const REFUSED: Array<[field: 'from' | 'to', value: string]> = [
  ['from', '2026'],
  ['from', '2026-W01-1'],
  ['from', '-4714-01-01T00:00:00Z'],
  ['to', '2026-01-01T10:00,5Z'],
  ['from', '2026-02-30T00:00:00Z'],
  ['to', '2026-02-29T00:00:00Z'],
  ['from', '2026-001'],
  ['to', '2026-01-01T00:00:00+16:00'],
];

describe.each(dbTargets())('the back office date filters on $name', (target) => {
  let t: TestApp;
  const get = (url: string) => request(t.server).get(url).set('Authorization', `Bearer ${signToken({ email: STAFF }, t.app.get(AppConfig).jwtSecret, 600)}`);

  beforeAll(async () => {
    t = await startTestApp(target, { STAFF_EMAILS: STAFF });
    await request(t.server).post('/api/contact').send(goodContact).expect(201);
  });

  afterAll(async () => {
    await t?.close();
  });

  const cases = ENDPOINTS.flatMap((endpoint) => REFUSED.map(([field, value]) => [endpoint, field, value] as const));
  it.each(cases)('%s?%s=%s is a 400 naming the field', async (endpoint, field, value) => {
    const res = await get(`${endpoint}?${field}=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toEqual(['from must be a date and time (ISO 8601)'.replace('from', field)]);
  });

  it('still takes a real window (RFC 3339, any offset people live in) and finds what is in it', async () => {
    const inside = await get(`/api/admin/messages?from=${encodeURIComponent('2000-01-01T03:00:00+03:00')}&to=${encodeURIComponent('2999-12-31T23:59:59.999-12:00')}`).expect(200);
    expect(inside.body.items).toHaveLength(1);
    const before = await get('/api/admin/messages?to=2000-01-01T00:00:00.000Z').expect(200);
    expect(before.body.items).toEqual([]);
    const csv = await get('/api/admin/messages.csv?from=2024-02-29T00:00:00Z').expect(200);
    expect(csv.text.split('\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('the back office date filters on PostgreSQL', () => {
  notePostgresSkipped();
});
