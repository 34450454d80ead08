import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { signToken } from '../src/auth/token';
import { AppConfig } from '../src/config/app-config';
import { WrongMethodAnswer } from '../src/common/wrong-method';
import { createSandboxServer } from '@agency/payment-sandbox';
import { recordedAnswers } from './support/contract/answer-recorder';
import { ContractChecker } from './support/contract/contract-checker';
import { pgliteTarget } from './support/db-targets';
import { inquiryFields } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Generated odd bodies, queries and path parameters thrown at every route of the API (read from
 * the router, so a new route is covered without a change here): no answer may be a 5xx, and each
 * must be one the contract (services/openapi.json) declares for that route, so fast-check shrinks
 * an undeclared answer to its smallest request.
 */

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const FIELD_NAMES = ['name', 'email', 'subject', 'message', 'code', 'itemKey', 'currency', 'payment_method', 'network', 'mobile_number', 'reference', 'orderTrackingId', 'OrderTrackingId', 'OrderMerchantReference', 'platforms', 'deadline', 'files'];

const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\uFEFF', '\uD800', '%00', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', 'NaN', '-1', '1e309', 'null', 'true', '[]', '{}', '['.repeat(50), 'x'.repeat(20_000)),
  fc.constantFrom(...PROTOTYPE_KEYS, ...FIELD_NAMES),
);
const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...FIELD_NAMES), fc.string({ maxLength: 12 }));
const deep = fc.integer({ min: 20, max: 3000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small', withCrossShrink: true }, oddString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), tie('list'), tie('object'), deep),
  list: fc.array(tie('any'), { maxLength: 4 }),
  object: fc.dictionary(key, tie('any'), { maxKeys: 5 }),
})).any;
/**
 * A plausible value with one code unit that is not text put anywhere in it (half a surrogate pair,
 * a BOM, a noncharacter; not NUL, which is refused before any validator runs): each validator
 * meets it inside a value it would otherwise accept.
 */
const spoiled = fc
  .tuple(fc.constantFrom('kato@example.com', 'Kato', 'NYO-1', 'UGX', '256772123456'), fc.constantFrom('\uD800', '\uDFFF', '\uFEFF', '\uFFFF'), fc.nat())
  .map(([text, odd, at]) => text.slice(0, at % (text.length + 1)) + odd + text.slice(at % (text.length + 1)));
/** A body: anything JSON can carry, or a valid-looking form with one field made odd. */
const body = fc.oneof(
  value,
  fc.dictionary(key, value, { maxKeys: 8 }),
  fc.tuple(fc.constantFrom(...FIELD_NAMES), value).map(([field, odd]) => ({ name: 'Kato', email: 'kato@example.com', subject: 'Hi', message: 'Hello', [field]: odd })),
  // Every field the API knows, each spoiled: a route's validators all meet one.
  fc.tuple(...FIELD_NAMES.map(() => spoiled)).map((values) => Object.fromEntries(FIELD_NAMES.map((field, i) => [field, values[i]]))),
);
/** Each UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser would send it). */
const bytesEncoded = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** A path parameter: any text, or a malformed or hostile escape sent as it is. */
const pathParam = fc.oneof(oddString.map(bytesEncoded), fc.constantFrom('%FF', '%C0%AF', '%E0%A4%A', '%', '%%', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%00', '__proto__', 'constructor'));
/** Query values as text a client can send (well-formed UTF-8). */
const queryValue = oddString.map((text) => Buffer.from(text, 'utf8').toString('utf8'));
/** What the body is sent as: JSON (as written, or raw text that is not JSON), or multipart. */
const encoding = fc.constantFrom('json', 'json', 'raw', 'multipart');

interface Route {
  method: 'get' | 'post' | 'patch';
  path: string;
}

/** Every route Nest registered (wrong-method.ts reads them from express's router), HEAD aside (express answers it for each GET). */
function routesOf(t: TestApp): Route[] {
  return (t.app.get(WrongMethodAnswer).routes?.routes() ?? [])
    .filter((route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/docs'))
    .flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => ({ method: method.toLowerCase() as Route['method'], path: route.path })));
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined');

describe('odd input never gets a 5xx (property-based, PGlite)', () => {
  let t: TestApp;
  let sandbox: ReturnType<typeof createSandboxServer>;
  let token: string;
  let staffToken: string;
  let routes: Route[];
  const contract = ContractChecker.fromFile();

  beforeAll(async () => {
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0', momoSettleMs: 50 });
    await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
    const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    t = await startTestApp(pgliteTarget(), { PAYMENT_PROVIDER_URL: sandboxUrl, AUTH_RATE_PER_IP: '1000000', AUTH_RATE_PER_ADDRESS: '1000000', AUTH_VERIFY_RATE_PER_ADDRESS: '1000000', STAFF_EMAILS: 'staff-prop@example.com' });
    const config = t.app.get(AppConfig);
    token = signToken({ email: 'prop@example.com' }, config.jwtSecret, 600);
    // The back office answers strangers and customers with 401/403 before reading anything: staff reach its code.
    staffToken = signToken({ email: 'staff-prop@example.com' }, config.jwtSecret, 600);
    routes = routesOf(t);
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => sandbox?.server.close(resolve));
  });

  it('finds every route of the API', () => {
    expect(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/request-code',
        'POST /api/auth/verify-code',
        'GET /api/auth/me',
        'POST /api/motion-project-inquiry',
        'POST /api/contact',
        'POST /api/payments/initiate',
        'POST /api/payments/verify',
        'GET /api/payments/ipn',
        'POST /api/payments/ipn',
        'GET /api/downloads/public/:file',
        'GET /api/drive/download/:id',
        'GET /api/account',
        'GET /api/catalog',
        'GET /api/health',
        'GET /api/admin/me',
        'GET /api/admin/inquiries',
        'GET /api/admin/inquiries.csv',
        'GET /api/admin/inquiries/:id',
        'PATCH /api/admin/inquiries/:id',
        'POST /api/admin/inquiries/:id/notes',
        'GET /api/admin/inquiries/:id/files/:fileId',
        'GET /api/admin/messages',
        'GET /api/admin/messages.csv',
        'GET /api/admin/messages/:id',
        'PATCH /api/admin/messages/:id',
        'POST /api/admin/messages/:id/notes',
        'GET /api/admin/payments',
        'GET /api/admin/payments.csv',
        'GET /api/admin/payments/:reference',
        'POST /api/admin/payments/:reference/check',
        'POST /api/admin/payments/:reference/notes',
        'GET /api/admin/entitlements',
        'POST /api/admin/entitlements',
        'POST /api/admin/entitlements/:id/revoke',
      ]),
    );
  });

  it('answers every generated request with less than 500, as the contract declares', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1000 }),
        body,
        encoding,
        pathParam,
        fc.dictionary(key, queryValue, { maxKeys: 3 }),
        fc.constantFrom('nobody', 'customer', 'staff'),
        async (pick, payload, sendAs, param, query, signedIn) => {
          const route = routes[pick % routes.length];
          const url = route.path.replace(/:[A-Za-z]+/g, () => param);
          let req = request(t.server)[route.method](url).query(query as Record<string, string>);
          if (signedIn !== 'nobody') req = req.set('Authorization', `Bearer ${signedIn === 'staff' ? staffToken : token}`);
          let res: request.Response;
          const mark = recordedAnswers().length;
          if (route.method === 'get') res = await req;
          else if (sendAs === 'multipart') {
            const fields = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : { value: payload };
            for (const [k, v] of Object.entries({ ...inquiryFields(), ...fields })) if (k) req = req.field(k, asText(v));
            res = await req;
          } else if (sendAs === 'raw') res = await req.set('Content-Type', 'application/json').send(asText(payload).slice(0, -1));
          else res = await req.set('Content-Type', 'application/json').send(JSON.stringify(payload) ?? 'null');
          if (res.status >= 500) failures.push(`${route.method.toUpperCase()} ${url} (${sendAs}) -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          const undeclared = recordedAnswers()
            .slice(mark)
            .map((answer) => contract.check(answer))
            .filter((problem): problem is string => problem !== null);
          failures.push(...undeclared.map((problem) => `${problem} (${sendAs})`));
          return res.status < 500 && undeclared.length === 0;
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS || 600), seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined },
    ).catch((error: unknown) => {
      throw new Error(`${failures.slice(0, 5).join('\n')}\n${String(error)}`);
    });
  }, 240_000);
});
