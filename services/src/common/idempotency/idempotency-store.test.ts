import { dbTargets, notePostgresSkipped } from '../../../test/support/db-targets';
import { removeDir, tempDataDir, testConfig } from '../../../test/support/test-config';
import type { Database } from '../../database/database';
import { migrate } from '../../database/migrations';
import { openDatabase } from '../../database/open-database';
import { IdempotencyStore, requestHash, stableJson } from './idempotency-store';

describe('request hash', () => {
  it('is the same for the same content in any key order, and differs for other content', () => {
    expect(stableJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe.each(dbTargets())('idempotency keys on $name', (target) => {
  let db: Database;
  let dataDir: string;
  let store: IdempotencyStore;

  beforeAll(async () => {
    await target.setup();
    dataDir = tempDataDir();
    db = await openDatabase(testConfig({ DATA_DIR: dataDir, ...target.env() }));
    await migrate(db);
    store = new IdempotencyStore(db);
  });

  afterAll(async () => {
    await db?.close();
    await target.teardown();
    removeDir(dataDir);
  });

  it('of ten concurrent claims of one key exactly one runs; the others wait (in flight), then get its answer', async () => {
    const claims = await Promise.all(Array.from({ length: 10 }, () => store.claim('route|ip:1', 'key-concurrent', 'h1')));
    expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'in-flight')).toHaveLength(9);
    await store.complete('route|ip:1', 'key-concurrent', 200, { reference: 'NC1' });
    expect(await store.claim('route|ip:1', 'key-concurrent', 'h1')).toEqual({ kind: 'replay', statusCode: 200, body: { reference: 'NC1' } });
    expect(await store.claim('route|ip:1', 'key-concurrent', 'h2')).toEqual({ kind: 'other-request' });
    // Another caller's scope: its own key.
    expect(await store.claim('route|ip:2', 'key-concurrent', 'h2')).toEqual({ kind: 'claimed' });
  });

  it('a released key (the first request failed) can be claimed again; a lost first request frees its key after a while', async () => {
    expect((await store.claim('route|ip:1', 'key-released', 'h1')).kind).toBe('claimed');
    await store.release('route|ip:1', 'key-released');
    expect((await store.claim('route|ip:1', 'key-released', 'h2')).kind).toBe('claimed');
    await db.query("UPDATE idempotency_keys SET created_at = now() - interval '3 minutes' WHERE key = 'key-released'");
    expect((await store.claim('route|ip:1', 'key-released', 'h3')).kind).toBe('claimed');
    await store.complete('route|ip:1', 'key-released', 201, { id: 'x' });
    await db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'key-released'");
    await store.purgeExpired();
    expect((await store.claim('route|ip:1', 'key-released', 'h4')).kind).toBe('claimed');
  });

  notePostgresSkipped();
});
