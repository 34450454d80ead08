import request from 'supertest';
import { pgliteTarget } from '../../../test/support/db-targets';
import { files, inquiryFields } from '../../../test/support/fixtures';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

/** The multipart route: the key is checked after the upload interceptor has read the fields and files. */
describe('Idempotency-Key on POST /api/motion-project-inquiry', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(pgliteTarget());
  });

  afterAll(async () => {
    await t?.close();
  });

  const send = (key: string, fields: Record<string, string>, file = files.png) => {
    let req = request(t.server).post('/api/motion-project-inquiry').set('Idempotency-Key', key);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('files', file, 'board.png');
  };

  it('stores one inquiry for the same key and body, refuses another body (422) and another file (422)', async () => {
    const fields = inquiryFields({ email: 'retry-inquiry@example.com' });
    const first = await send('inquiry-0001-aaaa', fields).expect(201);
    const again = await send('inquiry-0001-aaaa', fields).expect(201);
    expect(again.body).toEqual(first.body);
    const stored = await t.db.query('SELECT id FROM motion_inquiries WHERE email = $1', ['retry-inquiry@example.com']);
    expect(stored.rows).toHaveLength(1);
    await send('inquiry-0001-aaaa', { ...fields, additionalDetails: 'Another video altogether.' }).expect(422);
    await send('inquiry-0001-aaaa', fields, files.pdf).expect(422);
  });
});
