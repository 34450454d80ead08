import jwt from 'jsonwebtoken';
import net from 'node:net';
import request from 'supertest';
import { signToken } from '../src/auth/token';
import { AppConfig } from '../src/config/app-config';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { files, goodContact, goodPayment, inDays, inquiryFields } from './support/fixtures';
import { snapshot } from './support/stored';
import { recordClientAnswer } from './support/contract/answer-recorder';
import { startTestApp, type TestApp } from './support/test-app';

type Server = TestApp['server'];

interface Attachment {
  buffer: Buffer;
  name: string;
  field?: string;
}

interface BadCase {
  name: string;
  send(server: Server, t: TestApp): Promise<request.Response>;
  status: number;
  message: string;
  /** The field whose message list must hold `message`. */
  field?: string;
}

const inquiry = (fields: Record<string, string>, attachments: Attachment[] = []) => (server: Server) => {
  let req = request(server).post('/api/motion-project-inquiry');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  for (const a of attachments) req = req.attach(a.field ?? 'files', a.buffer, a.name);
  return req;
};
const missing = (field: string, message: string): BadCase => ({
  name: `inquiry without ${field}`,
  send: inquiry(inquiryFields({ [field]: undefined })),
  status: 400,
  message,
  field,
});
const blank = (field: string, message: string): BadCase => ({
  name: `inquiry with blank ${field}`,
  send: inquiry(inquiryFields({ [field]: '   ' })),
  status: 400,
  message,
  field,
});
/**
 * A hand-made multipart body: supertest's form-data cuts file names down to their base name, and
 * this case needs the folders a hostile client would send.
 */
const rawInquiry = (fields: Record<string, string>, file: Attachment) => (server: Server) => {
  const boundary = '----nyota-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`));
  parts.push(file.buffer, Buffer.from(`\r\n--${boundary}--\r\n`));
  return request(server).post('/api/motion-project-inquiry').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(Buffer.concat(parts));
};
/** The inquiry's text fields by hand, `name` sent as the raw `bytes` (a client that is not a browser). */
const rawInquiryBytes = (fields: Record<string, string>, name: string, bytes: Buffer) => (server: Server) => {
  const boundary = 'bad-input-bytes';
  const parts = Object.entries(fields)
    .filter(([k]) => k !== name)
    .map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const field = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), bytes, Buffer.from('\r\n')]);
  return request(server).post('/api/motion-project-inquiry').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(Buffer.concat([...parts, field, Buffer.from(`--${boundary}--\r\n`)]));
};
/** The inquiry with one PNG whose file name is the raw `nameBytes`. */
const rawInquiryFileName = (fields: Record<string, string>, nameBytes: Buffer) => (server: Server) => {
  const boundary = 'bad-input-name';
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const head = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="`), nameBytes, Buffer.from('"\r\nContent-Type: image/png\r\n\r\n')]);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  return request(server).post('/api/motion-project-inquiry').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(Buffer.concat([...parts, head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]));
};
const contact = (body: unknown) => (server: Server) => request(server).post('/api/contact').send(body as object);
const HUGE = 'x'.repeat(20_000);
/** A JSON body sent exactly as written (supertest would re-serialise an object). */
const rawJson = (url: string, body: string) => (server: Server) => request(server).post(url).set('Content-Type', 'application/json').send(body);
const nested = (levels: number): unknown => (levels === 0 ? 'x' : { a: nested(levels - 1) });

/** Asks for a code; the tests then steer the stored row directly (the code itself is only in the mail). */
async function freshCode(server: Server, email: string) {
  await request(server).post('/api/auth/request-code').send({ email }).expect(200);
}

/** A request to the back office signed in as `email` (staff: the address in STAFF_EMAILS below). */
const ADMIN_STAFF = 'staff@nyota.test';
const NO_INQUIRY = '00000000-0000-4000-8000-000000000000';
const admin = (method: 'get' | 'patch' | 'post', url: string, email = ADMIN_STAFF) => (_server: Server, t: TestApp) =>
  request(t.server)[method](url).set('Authorization', `Bearer ${signToken({ email }, t.app.get(AppConfig).jwtSecret, 600)}`);
/**
 * A token signed with the real secret, as signToken makes one but for `options` (no `exp`, or no
 * `iat`): a leaked signing step or an old tool could mint such a token, valid for ever.
 */
const handMadeToken = (t: TestApp, options: jwt.SignOptions) =>
  jwt.sign({ email: 'kato@example.com' }, t.app.get(AppConfig).jwtSecret, { algorithm: 'HS256', subject: 'kato@example.com', issuer: 'nyota-api', ...options });
const meWith = (options: jwt.SignOptions) => (_server: Server, t: TestApp) => request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${handMadeToken(t, options)}`);
/**
 * A request written on a socket as it is: supertest and Node's client send one Host header only.
 * Answers as much of a supertest response as the table reads (status, JSON body). `beforeRequest`:
 * an answer Node's HTTP parser gives before the app sees a request (431), which the server-side
 * recorder cannot see, is recorded as received for the contract check.
 */
const rawRequest = (head: string, beforeRequest = false) => async (server: Server): Promise<request.Response> => {
  const listening = server.listening;
  if (!listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as net.AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(head));
      let received = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk)).on('end', () => resolve(received)).on('error', reject);
    });
    const [headText, body = ''] = text.split('\r\n\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headText)?.[1]);
    if (beforeRequest) {
      const [method, url] = head.split(' ');
      const headers = Object.fromEntries(headText.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
      recordClientAnswer({ method, url, status, headers, body: Buffer.from(body) });
    }
    return { status, body: JSON.parse(body || 'null') as unknown } as request.Response;
  } finally {
    if (!listening) await new Promise((resolve) => server.close(resolve));
  }
};
const adminCursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
/** The inquiry's fields as multipart by hand, one part sent in UTF-16LE (a client may say so; busboy decodes it). */
const inquiryWithUtf16Part = (fields: Record<string, string>, name: string, bytes: Uint8Array) => (server: Server) => {
  const boundary = 'bad-input-utf16';
  const parts = Object.entries(fields)
    .filter(([k]) => k !== name)
    .map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`;
  const body = Buffer.concat([...parts, Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return request(server).post('/api/motion-project-inquiry').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body);
};

const CASES: BadCase[] = [
  // Motion inquiry: every required field missing, then blank (spec 5.1 messages).
  missing('name', 'Name is required'),
  missing('email', 'Email is required'),
  missing('businessName', 'Business name is required'),
  missing('projectType', 'Project type is required'),
  missing('platforms', 'At least one platform is required'),
  missing('duration', 'Duration is required'),
  missing('needsScript', 'Please specify if you need a script'),
  missing('deadline', 'Deadline is required'),
  missing('budgetRange', 'Budget range is required'),
  blank('name', 'Name is required'),
  blank('email', 'Email is required'),
  blank('businessName', 'Business name is required'),
  blank('duration', 'Duration is required'),
  blank('deadline', 'Deadline is required'),
  // Wrong values and types.
  { name: 'inquiry with an e-mail that is not an address', send: inquiry(inquiryFields({ email: 'amina-at-example' })), status: 400, message: 'Please enter a valid email address', field: 'email' },
  { name: 'inquiry with an unknown project type', send: inquiry(inquiryFields({ projectType: 'Feature Film' })), status: 400, message: 'Please choose a project type from the list', field: 'projectType' },
  { name: 'inquiry with an empty platform list', send: inquiry(inquiryFields({ platforms: '[]' })), status: 400, message: 'At least one platform is required', field: 'platforms' },
  { name: 'inquiry with platforms that are not JSON', send: inquiry(inquiryFields({ platforms: 'Instagram,TikTok' })), status: 400, message: 'At least one platform is required', field: 'platforms' },
  { name: 'inquiry with platforms as a JSON object', send: inquiry(inquiryFields({ platforms: '{"a":1}' })), status: 400, message: 'At least one platform is required', field: 'platforms' },
  { name: 'inquiry with an unknown platform', send: inquiry(inquiryFields({ platforms: '["Instagram","MySpace"]' })), status: 400, message: 'Please choose platforms from the list', field: 'platforms' },
  { name: 'inquiry with a number in platforms', send: inquiry(inquiryFields({ platforms: '[1]' })), status: 400, message: 'Please choose platforms from the list', field: 'platforms' },
  { name: 'inquiry with needsScript "maybe"', send: inquiry(inquiryFields({ needsScript: 'maybe' })), status: 400, message: 'Please specify if you need a script', field: 'needsScript' },
  { name: 'inquiry with needsScript as the label text', send: inquiry(inquiryFields({ needsScript: 'Yes, I need help' })), status: 400, message: 'Please specify if you need a script', field: 'needsScript' },
  { name: 'inquiry with a deadline in the past', send: inquiry(inquiryFields({ deadline: inDays(-3) })), status: 400, message: 'Deadline cannot be in the past', field: 'deadline' },
  { name: 'inquiry with a deadline that is not a date', send: inquiry(inquiryFields({ deadline: 'next week' })), status: 400, message: 'Please enter a valid date', field: 'deadline' },
  { name: 'inquiry with an impossible date', send: inquiry(inquiryFields({ deadline: '2031-02-30' })), status: 400, message: 'Please enter a valid date', field: 'deadline' },
  { name: 'inquiry with an unknown budget range', send: inquiry(inquiryFields({ budgetRange: '$1' })), status: 400, message: 'Please choose a budget range from the list', field: 'budgetRange' },
  { name: 'inquiry with a huge name', send: inquiry(inquiryFields({ name: HUGE })), status: 400, message: 'Name must be at most 200 characters', field: 'name' },
  { name: 'inquiry with huge details', send: inquiry(inquiryFields({ additionalDetails: HUGE.slice(0, 6000) })), status: 400, message: 'Additional details must be at most 5000 characters', field: 'additionalDetails' },
  { name: 'inquiry with an extra field', send: inquiry({ ...inquiryFields(), isPaid: 'true' }), status: 400, message: 'This field is not accepted', field: 'isPaid' },
  // Files.
  { name: 'inquiry with an .exe file', send: inquiry(inquiryFields(), [{ buffer: files.exe, name: 'setup.exe' }]), status: 400, message: '"setup.exe" is not an accepted file type (JPG, JPEG, PNG, GIF, PDF, AI, PSD, EPS or SVG)', field: 'files' },
  { name: 'inquiry with an executable renamed to .png', send: inquiry(inquiryFields(), [{ buffer: files.exe, name: 'holiday.png' }]), status: 400, message: '"holiday.png" is not a real PNG file', field: 'files' },
  { name: 'inquiry with HTML renamed to .svg', send: inquiry(inquiryFields(), [{ buffer: files.html, name: 'logo.svg' }]), status: 400, message: '"logo.svg" is not a real SVG file', field: 'files' },
  { name: 'inquiry with a PNG named .pdf', send: inquiry(inquiryFields(), [{ buffer: files.png, name: 'brief.pdf' }]), status: 400, message: '"brief.pdf" is not a real PDF file', field: 'files' },
  { name: 'inquiry with one good and one bad file', send: inquiry(inquiryFields(), [{ buffer: files.png, name: 'ok.png' }, { buffer: files.exe, name: 'bad.gif' }]), status: 400, message: '"bad.gif" is not a real GIF file', field: 'files' },
  { name: 'inquiry with a file without extension', send: inquiry(inquiryFields(), [{ buffer: files.png, name: 'picture' }]), status: 400, message: '"picture" is not an accepted file type (JPG, JPEG, PNG, GIF, PDF, AI, PSD, EPS or SVG)', field: 'files' },
  { name: 'inquiry with an empty file', send: inquiry(inquiryFields(), [{ buffer: Buffer.alloc(0), name: 'empty.png' }]), status: 400, message: '"empty.png" is empty', field: 'files' },
  { name: 'inquiry with a path-traversal file name', send: rawInquiry(inquiryFields(), { buffer: files.png, name: '../../../etc/evil.png' }), status: 400, message: '"evil.png": file names must not contain folders', field: 'files' },
  { name: 'inquiry with a Windows path file name', send: rawInquiry(inquiryFields(), { buffer: files.png, name: '..\\..\\boot.png' }), status: 400, message: '"boot.png": file names must not contain folders', field: 'files' },
  { name: 'inquiry with an 11 MB file', send: inquiry(inquiryFields(), [{ buffer: Buffer.concat([files.png, Buffer.alloc(11 * 1024 * 1024)]), name: 'big.png' }]), status: 413, message: 'Each file must be 10MB or smaller', field: 'files' },
  { name: 'inquiry with 11 files', send: inquiry(inquiryFields(), Array.from({ length: 11 }, (_, i) => ({ buffer: files.png, name: `f${i}.png` }))), status: 400, message: 'Attach at most 10 files', field: 'files' },
  { name: 'inquiry with a file in an unknown field', send: inquiry(inquiryFields(), [{ buffer: files.png, name: 'a.png', field: 'attachment' }]), status: 400, message: 'Files must be sent in the "files" field', field: 'attachment' },
  // Contact (spec 5.2).
  { name: 'contact with an empty body', send: contact({}), status: 400, message: 'Name is required', field: 'name' },
  { name: 'contact with a blank name', send: contact({ ...goodContact, name: '   ' }), status: 400, message: 'Name is required', field: 'name' },
  { name: 'contact without email', send: contact({ ...goodContact, email: undefined }), status: 400, message: 'Email is required', field: 'email' },
  { name: 'contact with a malformed email', send: contact({ ...goodContact, email: 'kato@example' }), status: 400, message: 'Please enter a valid email address', field: 'email' },
  { name: 'contact with a blank subject', send: contact({ ...goodContact, subject: ' ' }), status: 400, message: 'Subject is required', field: 'subject' },
  { name: 'contact with a blank message', send: contact({ ...goodContact, message: '\n\t ' }), status: 400, message: 'Message is required', field: 'message' },
  { name: 'contact with a number as name', send: contact({ ...goodContact, name: 42 }), status: 400, message: 'Name is required', field: 'name' },
  { name: 'contact with an object as message', send: contact({ ...goodContact, message: { text: 'hi' } }), status: 400, message: 'Message is required', field: 'message' },
  { name: 'contact with a huge subject', send: contact({ ...goodContact, subject: HUGE }), status: 400, message: 'Subject must be at most 300 characters', field: 'subject' },
  { name: 'contact with an extra field', send: contact({ ...goodContact, role: 'admin' }), status: 400, message: 'This field is not accepted', field: 'role' },
  { name: 'contact with a body over 100 kB', send: contact({ ...goodContact, message: 'x'.repeat(150_000) }), status: 413, message: 'The request is too large.' },
  {
    name: 'contact with broken JSON',
    send: (server) => request(server).post('/api/contact').set('Content-Type', 'application/json').send('{"name": "Kato",'),
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  { name: 'contact with a JSON array body', send: contact([goodContact]), status: 400, message: 'Name is required', field: 'name' },
  // Sign-in.
  { name: 'request-code without email', send: (s) => request(s).post('/api/auth/request-code').send({}), status: 400, message: 'Email is required', field: 'email' },
  { name: 'request-code with a bad email', send: (s) => request(s).post('/api/auth/request-code').send({ email: 'not-an-address' }), status: 400, message: 'Please enter a valid email address', field: 'email' },
  { name: 'request-code with a huge email', send: (s) => request(s).post('/api/auth/request-code').send({ email: `${'a'.repeat(300)}@example.com` }), status: 400, message: 'Please enter a valid email address', field: 'email' },
  { name: 'request-code with an extra field', send: (s) => request(s).post('/api/auth/request-code').send({ email: 'a@example.com', admin: true }), status: 400, message: 'This field is not accepted', field: 'admin' },
  { name: 'verify-code without code', send: (s) => request(s).post('/api/auth/verify-code').send({ email: 'a@example.com' }), status: 400, message: 'Code is required', field: 'code' },
  { name: 'verify-code with a 5-digit code', send: (s) => request(s).post('/api/auth/verify-code').send({ email: 'a@example.com', code: '12345' }), status: 400, message: 'Please enter the 6-digit code', field: 'code' },
  { name: 'verify-code with letters', send: (s) => request(s).post('/api/auth/verify-code').send({ email: 'a@example.com', code: 'abcdef' }), status: 400, message: 'Please enter the 6-digit code', field: 'code' },
  { name: 'verify-code with a number instead of text', send: (s) => request(s).post('/api/auth/verify-code').send({ email: 'a@example.com', code: 123456 }), status: 400, message: 'Code is required', field: 'code' },
  { name: 'verify-code for an address that never asked', send: (s) => request(s).post('/api/auth/verify-code').send({ email: 'never@example.com', code: '123456' }), status: 401, message: 'Invalid code. Try again.' },
  {
    name: 'verify-code with a wrong code six times (the sixth still 401, the code is void)',
    async send(server, t) {
      await freshCode(server, 'six@example.com');
      // Make every guess wrong by replacing the stored hash with one no code produces.
      await t.db.query("UPDATE sign_in_codes SET code_hash = repeat('0', 64) WHERE email = $1", ['six@example.com']);
      for (let i = 0; i < 5; i++) await request(server).post('/api/auth/verify-code').send({ email: 'six@example.com', code: '123456' }).expect(401);
      const left = await t.db.query('SELECT 1 FROM sign_in_codes WHERE email = $1', ['six@example.com']);
      expect(left.rows).toHaveLength(0);
      return request(server).post('/api/auth/verify-code').send({ email: 'six@example.com', code: '123456' });
    },
    status: 401,
    message: 'Invalid code. Try again.',
  },
  {
    name: 'verify-code with an expired code',
    async send(server, t) {
      await freshCode(server, 'late@example.com');
      await t.db.query("UPDATE sign_in_codes SET expires_at = now() - interval '1 minute' WHERE email = $1", ['late@example.com']);
      return request(server).post('/api/auth/verify-code').send({ email: 'late@example.com', code: '123456' });
    },
    status: 401,
    message: 'Invalid code. Try again.',
  },
  { name: 'me with a token signed with the real secret but without exp', send: meWith({}), status: 401, message: 'Please sign in to continue.' },
  { name: 'me with a token signed with the real secret but without iat', send: meWith({ noTimestamp: true, expiresIn: 600 }), status: 401, message: 'Please sign in to continue.' },
  // What an attacker's probe found (issue 60): each answered as the contract declares.
  {
    name: 'catalog asked with a GET body over 100 KB',
    send: (s) => request(s).get('/api/catalog').set('Content-Type', 'application/json').send(JSON.stringify({ x: 'x'.repeat(101 * 1024) })),
    status: 413,
    message: 'The request is too large.',
  },
  {
    name: 'catalog asked with a 20 KB header',
    send: rawRequest(`GET /api/catalog HTTP/1.1\r\nHost: nyota.example\r\nX-Padding: ${'x'.repeat(20 * 1024)}\r\nConnection: close\r\n\r\n`, true),
    status: 431,
    message: 'The request headers are too large (at most 16 KB).',
  },
  { name: 'back office search with broken UTF-8 (%E0%A4%A)', send: admin('get', '/api/admin/inquiries?q=%E0%A4%A'), status: 400, message: 'This value holds a broken %-escape', field: 'q' },
  { name: 'back office CSV search with bytes that are not UTF-8', send: admin('get', '/api/admin/payments.csv?q=%E0%A4'), status: 400, message: 'This value is not valid UTF-8 text', field: 'q' },
  { name: 'IPN (GET) with a tracking id that is not UTF-8', send: (s) => request(s).get('/api/payments/ipn?OrderTrackingId=%FF&OrderMerchantReference=x'), status: 400, message: 'This value is not valid UTF-8 text', field: 'OrderTrackingId' },
  { name: 'catalog asked with a broken escape in a query name', send: (s) => request(s).get('/api/catalog?%E0%A4%A=1'), status: 400, message: 'This value holds a broken %-escape', field: 'query' },
  ...['brief\r\nX-Injected: yes.png', 'brief\r\n.png'].map((name) => ({
    name: `inquiry whose file name holds CR LF (${JSON.stringify(name)})`,
    send: rawInquiryFileName(inquiryFields({}), Buffer.from(name)),
    status: 400,
    message: 'The upload could not be read: a part of the form has broken headers (a file name with a line break?).',
  })),
  {
    name: 'catalog asked with two Host headers (RFC 9112 3.2)',
    send: rawRequest('GET /api/catalog HTTP/1.1\r\nHost: nyota.example\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
    status: 400,
    message: 'A request may carry one Host header only.',
  },
  { name: 'me with a garbage token', send: (s) => request(s).get('/api/auth/me').set('Authorization', 'Bearer a.b.c'), status: 401, message: 'Please sign in to continue.' },
  // NUL characters: PostgreSQL cannot store them in text; refused per field before anything else.
  { name: 'contact with a NUL in the name', send: contact({ ...goodContact, name: 'Ka\u0000to' }), status: 400, message: 'name must not contain NUL characters', field: 'name' },
  { name: 'contact with a NUL in the message', send: contact({ ...goodContact, message: '\u0000' }), status: 400, message: 'message must not contain NUL characters', field: 'message' },
  { name: 'contact with a NUL in a key', send: contact({ ...goodContact, ['x\u0000']: 'y' }), status: 400, message: 'x\\0 must not contain NUL characters', field: 'x\\0' },
  { name: 'inquiry with a NUL in the business name', send: inquiry(inquiryFields({ businessName: 'Okello\u0000Foods' })), status: 400, message: 'businessName must not contain NUL characters', field: 'businessName' },
  { name: 'inquiry with a NUL in the details', send: inquiry(inquiryFields({ additionalDetails: 'a\u0000' })), status: 400, message: 'additionalDetails must not contain NUL characters', field: 'additionalDetails' },
  { name: 'request-code with a NUL in the email', send: (s) => request(s).post('/api/auth/request-code').send({ email: 'a\u0000@example.com' }), status: 400, message: 'email must not contain NUL characters', field: 'email' },
  { name: 'verify-code with a NUL in the code', send: (s) => request(s).post('/api/auth/verify-code').send({ email: 'a@example.com', code: '12345\u0000' }), status: 400, message: 'code must not contain NUL characters', field: 'code' },
  // Spec 5.4's presence messages, from the server too (a missing field said "must be shorter than or equal to 100 characters").
  ...(
    [
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone number is required'],
      ['itemKey', 'itemKey is required'],
    ] as const
  ).map(([field, message]): BadCase => ({ name: `payment initiate without ${field}`, send: (s) => request(s).post('/api/payments/initiate').send({ ...goodPayment, [field]: undefined }), status: 400, message, field })),
  { name: 'payment initiate with a blank first name', send: (s) => request(s).post('/api/payments/initiate').send({ ...goodPayment, firstName: '   ' }), status: 400, message: 'First name is required', field: 'firstName' },
  { name: 'payment initiate with a list as item', send: (s) => request(s).post('/api/payments/initiate').send({ ...goodPayment, itemKey: ['kit-essential'] }), status: 400, message: 'itemKey is required', field: 'itemKey' },
  { name: 'mobile payment without a number', send: (s) => request(s).post('/api/payments/initiate').send({ ...goodPayment, payment_method: 'mobile', network: 'mtn' }), status: 400, message: 'Mobile number is required', field: 'mobile_number' },
  { name: 'payment initiate with a NUL in the first name', send: (s) => request(s).post('/api/payments/initiate').send({ ...goodPayment, firstName: 'Ami\u0000na' }), status: 400, message: 'firstName must not contain NUL characters', field: 'firstName' },
  { name: 'payment verify with a NUL in the reference', send: (s) => request(s).post('/api/payments/verify').send({ reference: 'NYO-\u0000' }), status: 400, message: 'reference must not contain NUL characters', field: 'reference' },
  { name: 'IPN (GET) with a NUL in the tracking id', send: (s) => request(s).get('/api/payments/ipn?OrderTrackingId=a%00b&OrderMerchantReference=x'), status: 400, message: 'OrderTrackingId must not contain NUL characters', field: 'OrderTrackingId' },
  { name: 'public download with a NUL in the name', send: (s) => request(s).get('/api/downloads/public/a%00.pdf'), status: 400, message: 'file must not contain NUL characters', field: 'file' },
  // Half a surrogate pair: not text. validator's isEmail threw on it (encodeURI): a 500 before.
  { name: 'request-code with a lone surrogate in the email', send: (s) => request(s).post('/api/auth/request-code').send({ email: 'a@b.co\ud800' }), status: 400, message: 'email must be valid Unicode text', field: 'email' },
  { name: 'verify-code with a lone surrogate in the email', send: (s) => request(s).post('/api/auth/verify-code').send({ email: 'a\udc00b@b.co', code: '123456' }), status: 400, message: 'email must be valid Unicode text', field: 'email' },
  { name: 'payment initiate with a lone surrogate in the email', send: (s) => request(s).post('/api/payments/initiate').send({ ...goodPayment, email: 'a@b.co\ud800' }), status: 400, message: 'email must be valid Unicode text', field: 'email' },
  { name: 'contact with a lone surrogate in a key', send: contact({ ...goodContact, ['x\ud800']: 'y' }), status: 400, message: 'x\ud800 must be valid Unicode text', field: 'x\ud800' },
  {
    name: 'inquiry with an e-mail part in UTF-16 cut after half a pair',
    send: inquiryWithUtf16Part(inquiryFields(), 'email', Buffer.concat([Buffer.from('a@b.co', 'utf16le'), Buffer.from([0x00, 0xd8])])),
    status: 400,
    message: 'email must be valid Unicode text',
    field: 'email',
  },
  // Nesting, encodings and shapes.
  { name: 'contact with 40,000 nested arrays', send: rawJson('/api/contact', '['.repeat(40_000) + ']'.repeat(40_000)), status: 400, message: 'The request body is nested too deeply (at most 32 levels).' },
  { name: 'contact with a message nested 33 levels deep', send: rawJson('/api/contact', JSON.stringify({ ...goodContact, message: nested(32) })), status: 400, message: 'The request body is nested too deeply (at most 32 levels).' },
  { name: 'contact with 300 brackets inside a string (text, not nesting)', send: rawJson('/api/contact', JSON.stringify({ ...goodContact, name: '['.repeat(300) })), status: 400, message: 'Name must be at most 200 characters', field: 'name' },
  { name: 'inquiry with platforms nested 10,000 deep', send: inquiry(inquiryFields({ platforms: '['.repeat(10_000) + ']'.repeat(10_000) })), status: 400, message: 'Please choose platforms from the list', field: 'platforms' },
  {
    name: 'contact claiming gzip that is not',
    send: (s) => request(s).post('/api/contact').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send(JSON.stringify(goodContact)),
    status: 400,
    message: 'The request body could not be read: its Content-Encoding is wrong or unsupported.',
  },
  {
    name: 'contact with an unknown Content-Encoding',
    send: (s) => request(s).post('/api/contact').set('Content-Type', 'application/json').set('Content-Encoding', 'x-nyota').send(JSON.stringify(goodContact)),
    status: 400,
    message: 'The request body could not be read: its Content-Encoding is wrong or unsupported.',
  },
  {
    name: 'contact whose name is not valid UTF-8 (a Latin-1 byte)',
    send: (s) => {
      const bytes = Buffer.concat([Buffer.from('{"name":"Kato r'), Buffer.from([0xe9]), Buffer.from('sum","email":"kato@example.com","subject":"Hello","message":"A question"}')]);
      // Sent as the bytes they are (superagent would serialise a Buffer as JSON).
      return request(s).post('/api/contact').set('Content-Type', 'application/json').serialize(() => bytes as unknown as string).send({});
    },
    status: 400,
    message: 'This value is not valid UTF-8 text',
    field: 'name',
  },
  {
    name: 'inquiry with a text field that is not valid UTF-8',
    send: rawInquiryBytes(inquiryFields({}), 'businessName', Buffer.from([0x4b, 0x61, 0xff, 0x74, 0x6f])),
    status: 400,
    message: 'This value is not valid UTF-8 text',
    field: 'businessName',
  },
  {
    name: 'inquiry with a file name that is not valid UTF-8 (r\xe9sum\xe9.png in Latin-1)',
    send: rawInquiryFileName(inquiryFields({}), Buffer.from([0x72, 0xe9, 0x73, 0x75, 0x6d, 0xe9, 0x2e, 0x70, 0x6e, 0x67])),
    status: 400,
    message: 'This value is not valid UTF-8 text',
    field: 'files',
  },
  {
    name: 'inquiry claiming gzip that is not',
    send: (s) => inquiry(inquiryFields({}))(s).set('Content-Encoding', 'gzip'),
    status: 415,
    message: 'An upload is read as sent: a Content-Encoding is not accepted.',
  },
  { name: 'contact with __proto__ in the body', send: rawJson('/api/contact', `{"__proto__":{"admin":true},${JSON.stringify(goodContact).slice(1)}`), status: 400, message: 'This field is not accepted', field: '__proto__' },
  { name: 'contact with constructor in the body', send: contact({ ...goodContact, constructor: { prototype: { admin: true } } }), status: 400, message: 'This field is not accepted', field: 'constructor' },
  { name: 'IPN (POST) with an object as tracking id', send: rawJson('/api/payments/ipn', '{"OrderTrackingId":{"toString":1},"OrderMerchantReference":"x"}'), status: 400, message: 'OrderTrackingId must be a string', field: 'OrderTrackingId' },
  { name: 'IPN (GET) with a repeated tracking id', send: (s) => request(s).get('/api/payments/ipn?OrderTrackingId=a&OrderTrackingId=b&OrderMerchantReference=x'), status: 400, message: 'OrderTrackingId must be a string', field: 'OrderTrackingId' },
  ...['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'].map((name) => ({
    name: `public download named ${name}`,
    send: (s: Server) => request(s).get(`/api/downloads/public/${name}`),
    status: 404,
    message: 'File not found.',
  })),
  // Media types: JSON routes read JSON only, the inquiry multipart only.
  { name: 'contact sent form-encoded', send: (s) => request(s).post('/api/contact').type('form').send(goodContact), status: 415, message: 'Send this request as application/json.' },
  { name: 'contact sent as text/plain', send: (s) => request(s).post('/api/contact').set('Content-Type', 'text/plain').send(JSON.stringify(goodContact)), status: 415, message: 'Send this request as application/json.' },
  { name: 'request-code sent form-encoded', send: (s) => request(s).post('/api/auth/request-code').type('form').send({ email: 'a@example.com' }), status: 415, message: 'Send this request as application/json.' },
  { name: 'inquiry sent as JSON', send: (s) => request(s).post('/api/motion-project-inquiry').send(inquiryFields()), status: 415, message: 'Send this request as multipart/form-data.' },
  // Other sites may not make a visitor's browser write (spam through our mail).
  { name: 'contact posted from another origin', send: (s) => request(s).post('/api/contact').set('Origin', 'https://evil.example').send(goodContact), status: 403, message: 'Requests from other sites are not accepted.' },
  { name: 'request-code posted form-encoded from another origin', send: (s) => request(s).post('/api/auth/request-code').set('Origin', 'https://evil.example').type('form').send({ email: 'a@example.com' }), status: 403, message: 'Requests from other sites are not accepted.' },
  { name: 'request-code marked Sec-Fetch-Site: cross-site', send: (s) => request(s).post('/api/auth/request-code').set('Sec-Fetch-Site', 'cross-site').send({ email: 'a@example.com' }), status: 403, message: 'Requests from other sites are not accepted.' },
  { name: 'contact from an opaque origin (null)', send: (s) => request(s).post('/api/contact').set('Origin', 'null').send(goodContact), status: 403, message: 'Requests from other sites are not accepted.' },
  { name: 'inquiry posted from another origin', send: (s) => inquiry(inquiryFields())(s).set('Origin', 'https://evil.example'), status: 403, message: 'Requests from other sites are not accepted.' },
  { name: 'payment initiate posted cross-site', send: (s) => request(s).post('/api/payments/initiate').set('Sec-Fetch-Site', 'cross-site').send(goodPayment), status: 403, message: 'Requests from other sites are not accepted.' },
  // The back office: strangers, customers, then staff sending bad filters and bodies.
  { name: 'back office without a token', send: (s) => request(s).get('/api/admin/inquiries'), status: 401, message: 'Please sign in to continue.' },
  { name: 'back office as a customer', send: admin('get', '/api/admin/inquiries', 'amina@example.com'), status: 403, message: 'This area is for Nyota Creative staff only.' },
  { name: 'back office status change as a customer', send: (s, t) => admin('patch', `/api/admin/inquiries/${NO_INQUIRY}`, 'amina@example.com')(s, t).send({ status: 'done' }), status: 403, message: 'This area is for Nyota Creative staff only.' },
  { name: 'back office list with an unknown status', send: admin('get', '/api/admin/inquiries?status=archived'), status: 400, message: 'status must be one of new, in_progress, done', field: 'status' },
  { name: 'back office list with limit 0', send: admin('get', '/api/admin/messages?limit=0'), status: 400, message: 'limit must be at least 1', field: 'limit' },
  { name: 'back office list with limit 1000', send: admin('get', '/api/admin/payments?limit=1000'), status: 400, message: 'limit must be at most 100', field: 'limit' },
  { name: 'back office list with a cursor that is not base64 JSON', send: admin('get', '/api/admin/inquiries?cursor=%7B%7D'), status: 400, message: 'This cursor is not valid; start again from the first page.', field: 'cursor' },
  { name: 'back office list with a cursor of an impossible date', send: admin('get', `/api/admin/messages?cursor=${adminCursor(['2026-13-01T00:00:00.000000Z', NO_INQUIRY])}`), status: 400, message: 'This cursor is not valid; start again from the first page.', field: 'cursor' },
  { name: 'back office list with a cursor in year 0000 (valid for JavaScript, not PostgreSQL)', send: admin('get', `/api/admin/payments?cursor=${adminCursor(['0000-01-01T00:00:00.000000Z', 'NC0000000000'])}`), status: 400, message: 'This cursor is not valid; start again from the first page.', field: 'cursor' },
  { name: 'back office grant to an e-mail with a lone surrogate', send: (s, t) => admin('post', '/api/admin/entitlements')(s, t).send({ email: 'amina@example.com\ud800', itemKey: 'resource-access', reason: 'Because' }), status: 400, message: 'email must be valid Unicode text', field: 'email' },
  { name: 'back office list with a cursor holding SQL', send: admin('get', `/api/admin/payments?cursor=${adminCursor(['2026-01-01T00:00:00.000000Z', "'; DROP TABLE payments; --"])}`), status: 400, message: 'This cursor is not valid; start again from the first page.', field: 'cursor' },
  { name: 'back office payments with a lower-case state', send: admin('get', '/api/admin/payments?status=completed'), status: 400, message: 'status must be one of PENDING, COMPLETED, FAILED, REVERSED', field: 'status' },
  { name: 'back office search with a NUL', send: admin('get', '/api/admin/inquiries?q=a%00b'), status: 400, message: 'q must not contain NUL characters', field: 'q' },
  { name: 'back office search of 201 characters', send: admin('get', `/api/admin/messages.csv?q=${'x'.repeat(201)}`), status: 400, message: 'Search text must be at most 200 characters', field: 'q' },
  { name: 'back office list with an unknown filter', send: admin('get', '/api/admin/inquiries?archived=yes'), status: 400, message: 'This field is not accepted', field: 'archived' },
  { name: 'back office list sorted an unknown way', send: admin('get', '/api/admin/payments?sort=price'), status: 400, message: 'sort must be one of newest, oldest, status', field: 'sort' },
  { name: 'back office list from a date that is not one', send: admin('get', '/api/admin/messages?from=2026-02-30T00:00:00Z'), status: 400, message: 'from must be a date and time (ISO 8601)', field: 'from' },
  { name: 'back office status "archived"', send: (s, t) => admin('patch', `/api/admin/inquiries/${NO_INQUIRY}`)(s, t).send({ status: 'archived' }), status: 400, message: 'status must be one of new, in_progress, done', field: 'status' },
  { name: 'back office status change with an extra field', send: (s, t) => admin('patch', `/api/admin/messages/${NO_INQUIRY}`)(s, t).send({ status: 'done', createdAt: '2020-01-01' }), status: 400, message: 'This field is not accepted', field: 'createdAt' },
  { name: 'back office blank note', send: (s, t) => admin('post', `/api/admin/inquiries/${NO_INQUIRY}/notes`)(s, t).send({ text: '  \n ' }), status: 400, message: 'Note is required', field: 'text' },
  { name: 'back office note of 2001 characters', send: (s, t) => admin('post', `/api/admin/messages/${NO_INQUIRY}/notes`)(s, t).send({ text: 'x'.repeat(2001) }), status: 400, message: 'Note must be at most 2000 characters', field: 'text' },
  { name: 'back office note for an inquiry that does not exist', send: (s, t) => admin('post', `/api/admin/inquiries/${NO_INQUIRY}/notes`)(s, t).send({ text: 'hello' }), status: 404, message: 'Inquiry not found.' },
  { name: 'back office inquiry by a non-UUID id', send: admin('get', '/api/admin/inquiries/1%27%20OR%201=1'), status: 404, message: 'Inquiry not found.' },
  { name: 'back office file with a traversal id', send: admin('get', `/api/admin/inquiries/${NO_INQUIRY}/files/..%2F..%2Fetc%2Fpasswd`), status: 404, message: 'Inquiry not found.' },
  { name: 'back office provider check of an unknown payment', send: (s, t) => admin('post', '/api/admin/payments/NCNOSUCH/check')(s, t), status: 404, message: 'Payment not found.' },
  { name: 'back office grant of an item not in the catalog', send: (s, t) => admin('post', '/api/admin/entitlements')(s, t).send({ email: 'amina@example.com', itemKey: 'everything', reason: 'Because' }), status: 400, message: 'Unknown item', field: 'itemKey' },
  { name: 'back office grant with a two-letter reason', send: (s, t) => admin('post', '/api/admin/entitlements')(s, t).send({ email: 'amina@example.com', itemKey: 'resource-access', reason: 'ok' }), status: 400, message: 'Reason must be at least 3 characters', field: 'reason' },
  { name: 'back office grant with an object as e-mail', send: (s, t) => admin('post', '/api/admin/entitlements')(s, t).send({ email: { $ne: '' }, itemKey: 'resource-access', reason: 'Because' }), status: 400, message: 'Email is required', field: 'email' },
  { name: 'back office grant for an unknown payment', send: (s, t) => admin('post', '/api/admin/entitlements')(s, t).send({ email: 'amina@example.com', itemKey: 'resource-access', reason: 'Because', paymentReference: 'NCNOSUCH' }), status: 400, message: 'Unknown payment', field: 'paymentReference' },
  { name: 'back office revoke of a non-numeric id', send: (s, t) => admin('post', '/api/admin/entitlements/1e3/revoke')(s, t).send({ reason: 'Refunded' }), status: 404, message: 'Entitlement not found.' },
  { name: 'back office revoke of a huge id', send: (s, t) => admin('post', `/api/admin/entitlements/${'9'.repeat(30)}/revoke`)(s, t).send({ reason: 'Refunded' }), status: 404, message: 'Entitlement not found.' },
  { name: 'back office revoke without a reason', send: (s, t) => admin('post', '/api/admin/entitlements/1/revoke')(s, t).send({}), status: 400, message: 'Reason is required', field: 'reason' },
  { name: 'back office status change sent form-encoded', send: (s, t) => admin('patch', `/api/admin/inquiries/${NO_INQUIRY}`)(s, t).type('form').send({ status: 'done' }), status: 415, message: 'Send this request as application/json.' },
  { name: 'back office status change from another origin', send: (s, t) => admin('patch', `/api/admin/inquiries/${NO_INQUIRY}`)(s, t).set('Origin', 'https://evil.example').send({ status: 'done' }), status: 403, message: 'Requests from other sites are not accepted.' },
];

describe.each(dbTargets())('bad input on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target, { AUTH_RATE_PER_IP: '100000', AUTH_VERIFY_RATE_PER_ADDRESS: '100', STAFF_EMAILS: ADMIN_STAFF });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await snapshot(t.db, t.dataDir);
    const res = await c.send(t.server, t);
    expect(res.status).toBe(c.status);
    expect(res.body.statusCode).toBe(c.status);
    if (c.field) {
      expect(res.body.errors?.[c.field]).toContain(c.message);
    } else {
      expect(res.body.message).toBe(c.message);
    }
    expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(js|ts):\d+/);
    expect(await snapshot(t.db, t.dataDir)).toEqual(before);
  });
});

describe('bad input on PostgreSQL', () => {
  notePostgresSkipped();
});
