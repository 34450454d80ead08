import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { dbTargets, notePostgresSkipped } from '../../test/support/db-targets';
import { removeDir, tempDataDir, testConfig } from '../../test/support/test-config';
import { ContentReader } from '../content/content-reader.service';
import { ContentImagesService } from '../content/media/content-images.service';
import { CatalogService } from '../catalog/catalog.service';
import type { Database } from '../database/database';
import { openDatabase } from '../database/open-database';
import { EntitlementsService } from './entitlements.service';

describe.each(dbTargets())('EntitlementsService on $name', (target) => {
  notePostgresSkipped();
  const dataDir = tempDataDir();
  let db: Database;
  let service: EntitlementsService;

  beforeAll(async () => {
    await target.setup();
    db = await openDatabase(testConfig({ DATA_DIR: dataDir, ...target.env() }));
    const config = testConfig({ DATA_DIR: dataDir, ...target.env() });
    service = new EntitlementsService(db, new CatalogService(new ContentReader(db, new ContentImagesService(db, config), config)));
  });
  afterAll(async () => {
    await db?.close();
    await target.teardown();
    removeDir(dataDir);
  });

  let seq = 0;
  /**
   * A payment row as payments.repository.ts writes it (entitlements reference payments), made by
   * a signed-in account (`owner`), or by a guest (null).
   */
  const payment = async (itemKey = 'resource-access', owner: string | null = 'amina@example.com') => {
    const reference = `NCTEST${Date.now().toString(36)}${seq++}`.toUpperCase();
    await db.query(
      `INSERT INTO payments (reference, item_key, currency, amount, method, provider, email, first_name, last_name, phone, account_email)
       VALUES ($1, $2, 'UGX', 180000, 'card', 'pesapal', 'buyer@example.com', 'Amina', 'Nakato', '+256700000000', $3)`,
      [reference, itemKey, owner],
    );
    return reference;
  };
  const rowsOf = async (reference: string) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlements WHERE payment_reference = $1', [reference])).rows[0].n;
  const grantPaid = (reference: string, email: string, itemKey = 'resource-access') =>
    db.transaction((tx) => service.grantForPayment(tx, { paymentReference: reference, email, itemKey }));

  it('grants a payment once, however often it is asked, to the lower-cased owner', async () => {
    const reference = await payment();
    expect(await grantPaid(reference, 'Amina@Example.com')).toBe(true);
    expect(await grantPaid(reference, 'amina@example.com')).toBe(false);
    expect(await rowsOf(reference)).toBe(1);
    const granted = await service.forPayment(reference);
    expect(granted).toMatchObject({ email: 'amina@example.com', itemKey: 'resource-access', source: 'payment', paymentReference: reference, active: true, grantedBy: null });
    expect(await service.hasAccess('AMINA@example.com', 'resource-access')).toBe(true);
  });

  it("counts a guest payment's grant for its e-mail only once the payment has an owner (the address signed in with its code)", async () => {
    const reference = await payment('kit-essential', null);
    expect(await grantPaid(reference, 'typed-by-a-guest@example.com', 'kit-essential')).toBe(true);
    expect(await service.hasAccess('typed-by-a-guest@example.com', 'kit-essential')).toBe(false);
    expect(await service.ownedBy('typed-by-a-guest@example.com')).toEqual([]);
    // Staff still see it.
    expect(await service.forAccount('typed-by-a-guest@example.com')).toEqual([expect.objectContaining({ paymentReference: reference })]);
    await db.query('UPDATE payments SET account_email = $2 WHERE reference = $1', [reference, 'typed-by-a-guest@example.com']);
    expect(await service.hasAccess('typed-by-a-guest@example.com', 'kit-essential')).toBe(true);
    expect(await service.ownedBy('typed-by-a-guest@example.com')).toEqual([expect.objectContaining({ paymentReference: reference })]);
  });

  it('grants nothing when the payment transaction rolls back', async () => {
    const reference = await payment();
    await expect(
      db.transaction(async (tx) => {
        await service.grantForPayment(tx, { paymentReference: reference, email: 'rollback@example.com', itemKey: 'resource-access' });
        throw new Error('the payment update failed');
      }),
    ).rejects.toThrow('the payment update failed');
    expect(await rowsOf(reference)).toBe(0);
    expect(await service.hasAccess('rollback@example.com', 'resource-access')).toBe(false);
  });

  it("revokes a reversed payment's entitlement once and keeps the row with who and why", async () => {
    const reference = await payment();
    await grantPaid(reference, 'reversed@example.com');
    const revoke = () => db.transaction((tx) => service.revokeForPayment(tx, { paymentReference: reference, reason: 'Reversed by the bank', actor: 'provider:ipn' }));
    expect(await revoke()).toBe(1);
    expect(await revoke()).toBe(0);
    expect(await service.forPayment(reference)).toMatchObject({ active: false, revokedReason: 'Reversed by the bank', revokedBy: 'provider:ipn', revokedAt: expect.any(String) });
    expect(await service.hasAccess('reversed@example.com', 'resource-access')).toBe(false);
    expect(await service.forAccount('reversed@example.com')).toHaveLength(1);
  });

  it('lets staff grant without a payment, any number of times, with who and why', async () => {
    const first = await service.grantByStaff({ email: ' Staffed@Example.com ', itemKey: 'kit-essential', reason: 'Paid by bank transfer', actor: 'ops@nyotacreative.com' });
    const second = await service.grantByStaff({ email: 'staffed@example.com', itemKey: 'brand-training-pro', reason: 'Workshop prize', actor: 'ops@nyotacreative.com' });
    expect(first).toMatchObject({ email: 'staffed@example.com', itemKey: 'kit-essential', source: 'staff', paymentReference: null, grantedBy: 'ops@nyotacreative.com', grantReason: 'Paid by bank transfer', active: true });
    expect(first.id).toMatch(/^\d+$/);
    expect(second.id).not.toBe(first.id);
    expect((await service.forAccount('staffed@example.com')).map((e) => e.itemKey)).toEqual(['brand-training-pro', 'kit-essential']);
    expect(await service.hasAccess('staffed@example.com', ['resource-access', 'kit-essential'])).toBe(true);
    expect(await service.hasAccess('staffed@example.com', 'resource-access')).toBe(false);
    expect(await service.hasAccess('someone-else@example.com', 'kit-essential')).toBe(false);
  });

  it('lets staff grant for a payment that has no entitlement yet; then the payment settling grants nothing more', async () => {
    const reference = await payment('kit-optimization');
    const granted = await service.grantByStaff({ email: 'late@example.com', itemKey: 'kit-optimization', reason: 'Paid; provider never confirmed', actor: 'ops@nyotacreative.com', paymentReference: reference });
    expect(granted).toMatchObject({ source: 'staff', paymentReference: reference });
    expect(await grantPaid(reference, 'late@example.com', 'kit-optimization')).toBe(false);
    expect(await rowsOf(reference)).toBe(1);
    await expect(
      service.grantByStaff({ email: 'late@example.com', itemKey: 'kit-optimization', reason: 'again', actor: 'ops@nyotacreative.com', paymentReference: reference }),
    ).rejects.toBeInstanceOf(ConflictException);
  });

  it('refuses a staff grant with a bad field as a 400 naming it, and stores nothing', async () => {
    const reference = await payment('kit-essential');
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlements')).rows[0].n;
    const base = { email: 'bad@example.com', itemKey: 'kit-essential', reason: 'why', actor: 'ops@nyotacreative.com' };
    const fieldOf = async (grant: Parameters<EntitlementsService['grantByStaff']>[0]) => {
      const error = await service.grantByStaff(grant).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BadRequestException);
      return Object.keys((((error as BadRequestException).getResponse() as { errors: Record<string, string[]> }).errors));
    };
    expect(await fieldOf({ ...base, email: 'not-an-address' })).toEqual(['email']);
    expect(await fieldOf({ ...base, itemKey: 'constructor' })).toEqual(['itemKey']);
    expect(await fieldOf({ ...base, reason: '   ' })).toEqual(['reason']);
    expect(await fieldOf({ ...base, reason: 'x'.repeat(501) })).toEqual(['reason']);
    expect(await fieldOf({ ...base, actor: '' })).toEqual(['actor']);
    expect(await fieldOf({ ...base, paymentReference: 'NCNOSUCHPAYMENT' })).toEqual(['paymentReference']);
    expect(await fieldOf({ ...base, itemKey: 'kit-full-stack', paymentReference: reference })).toEqual(['itemKey']);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlements')).rows[0].n).toBe(before);
  });

  it('revokes by id once; again answers the same row unchanged; an unknown or odd id is a 404', async () => {
    const granted = await service.grantByStaff({ email: 'revoke-me@example.com', itemKey: 'resource-access', reason: 'Trial', actor: 'ops@nyotacreative.com' });
    const first = await service.revoke({ id: granted.id, reason: 'Trial over', actor: 'lead@nyotacreative.com' });
    expect(first.changed).toBe(true);
    expect(first.entitlement).toMatchObject({ id: granted.id, active: false, revokedReason: 'Trial over', revokedBy: 'lead@nyotacreative.com' });
    const again = await service.revoke({ id: Number(granted.id), reason: 'Second click', actor: 'other@nyotacreative.com' });
    expect(again).toEqual({ changed: false, entitlement: first.entitlement });
    expect(await service.hasAccess('revoke-me@example.com', 'resource-access')).toBe(false);
    // History: the revoked row is still listed for the account and by id.
    expect(await service.forAccount('revoke-me@example.com')).toEqual([first.entitlement]);
    expect(await service.byId(granted.id)).toEqual(first.entitlement);
    await expect(service.revoke({ id: '999999999', reason: 'x', actor: 'ops@nyotacreative.com' })).rejects.toBeInstanceOf(NotFoundException);
    await expect(service.revoke({ id: '1 OR 1=1', reason: 'x', actor: 'ops@nyotacreative.com' })).rejects.toBeInstanceOf(NotFoundException);
    await expect(service.revoke({ id: granted.id, reason: '', actor: 'ops@nyotacreative.com' })).rejects.toBeInstanceOf(BadRequestException);
  });

  it("writes the caller's record in the grant's and the revocation's own transaction: a failed record undoes the change", async () => {
    const failing = async () => {
      throw new Error('the audit table refused the entry');
    };
    const grant = { email: 'audited@example.com', itemKey: 'kit-essential', reason: 'Bank transfer', actor: 'ops@nyotacreative.com' };
    await expect(service.grantByStaff(grant, failing)).rejects.toThrow('the audit table refused the entry');
    expect(await service.forAccount('audited@example.com')).toEqual([]);
    const reference = await payment('kit-essential');
    await expect(service.grantByStaff({ ...grant, paymentReference: reference }, failing)).rejects.toThrow('the audit table refused the entry');
    expect(await rowsOf(reference)).toBe(0);

    // The record sees the row inside the transaction, and what it writes there commits with it.
    const seen: string[] = [];
    const granted = await service.grantByStaff(grant, async (tx, e) => {
      const row = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlements WHERE id = $1', [e.id])).rows[0];
      seen.push(`${e.email} ${row.n}`);
    });
    expect(seen).toEqual(['audited@example.com 1']);

    await expect(service.revoke({ id: granted.id, reason: 'Refunded', actor: 'ops@nyotacreative.com' }, failing)).rejects.toThrow('the audit table refused the entry');
    expect(await service.byId(granted.id)).toMatchObject({ active: true, revokedReason: null });
    // Nothing changed on a second revocation: the record is not called.
    await service.revoke({ id: granted.id, reason: 'Refunded', actor: 'ops@nyotacreative.com' });
    await expect(service.revoke({ id: granted.id, reason: 'Again', actor: 'ops@nyotacreative.com' }, failing)).resolves.toMatchObject({ changed: false });
  });

  it('keeps the schema honest: a payment entitlement needs its payment, a staff one its actor and reason', async () => {
    await expect(db.query("INSERT INTO entitlements (email, item_key, source) VALUES ('x@example.com', 'kit-essential', 'payment')")).rejects.toThrow();
    await expect(db.query("INSERT INTO entitlements (email, item_key, source) VALUES ('x@example.com', 'kit-essential', 'staff')")).rejects.toThrow();
    await expect(db.query("INSERT INTO entitlements (email, item_key, source, granted_by, grant_reason) VALUES ('x@example.com', 'kit-essential', 'gift', 'a', 'b')")).rejects.toThrow();
  });
});
