import sharp from 'sharp';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { signToken } from '../src/auth/token';
import { dbTargets } from './support/db-targets';
import { files } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

const STAFF = 'editor@nyota.test';
const CUSTOMER = 'amina@example.com';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The back office's image and upload addresses sit beside the editor's `/admin/content/{kind}`
 * routes; `{kind}` is a kind of content, so those routes never take `images`, `files` or `render`.
 * A method these addresses do not take gets the API's 405 with Allow, as on every other address
 * (common/wrong-method.ts), and in the same order: before any sign-in is asked for, with nothing
 * of the image in it.
 */
describe.each(dbTargets())('methods of the content media addresses on $name', (target) => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let imageId: string;

  beforeAll(async () => {
    t = await startTestApp(target, { STAFF_EMAILS: STAFF });
    const config = t.app.get(AppConfig);
    staff = signToken({ email: STAFF }, config.jwtSecret, 600);
    customer = signToken({ email: CUSTOMER }, config.jwtSecret, 600);
    const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
    const uploaded = await request(t.server).post('/api/admin/content/images').set('Authorization', `Bearer ${staff}`).field('alt', 'A private draft photo').attach('file', photo, 'draft.jpg').expect(201);
    imageId = uploaded.body.id as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (req: request.Test, token: string | null) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  const who = () => [
    ['nobody', null],
    ['a customer', customer],
    ['staff', staff],
  ] as const;

  it.each(['put', 'delete', 'patch', 'post'] as const)('%s on an image answers 405 with Allow: GET, HEAD, whoever asks, for a stored image and an unknown one alike', async (method) => {
    for (const [name, token] of who()) {
      for (const id of [imageId, UNKNOWN_ID]) {
        const res = await as(request(t.server)[method](`/api/admin/content/images/${id}`), token).send({ alt: 'Changed' });
        expect([name, id === imageId ? 'stored' : 'unknown', res.status, res.headers.allow]).toEqual([name, id === imageId ? 'stored' : 'unknown', 405, 'GET, HEAD']);
        expect(res.body).toEqual({ statusCode: 405, error: 'Method Not Allowed', message: 'This address takes GET, HEAD only.', requestId: res.headers['x-request-id'] });
      }
    }
    // Nothing was changed: the image keeps its alt text.
    expect((await as(request(t.server).get(`/api/admin/content/images/${imageId}`), staff).expect(200)).body.alt).toBe('A private draft photo');
  });

  it('OPTIONS on an image says GET, HEAD', async () => {
    const res = await request(t.server).options(`/api/admin/content/images/${imageId}`).expect(204);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('GET on an image is still for staff only: 401 without a token, 403 for a customer', async () => {
    await as(request(t.server).get(`/api/admin/content/images/${imageId}`), null).expect(401);
    const refused = await as(request(t.server).get(`/api/admin/content/images/${imageId}`), customer).expect(403);
    expect(refused.body.alt).toBeUndefined();
  });

  it.each([
    ['/api/admin/content/images', 'POST'],
    ['/api/admin/content/files', 'POST'],
    ['/api/admin/content/render', 'POST'],
  ])('GET %s answers 405 with Allow: %s (not the list of a kind of content)', async (path, allow) => {
    for (const [, token] of who()) {
      const res = await as(request(t.server).get(path), token).expect(405);
      expect(res.headers.allow).toBe(allow);
    }
  });

  it('the upload still takes its POST, for staff only', async () => {
    await as(request(t.server).post('/api/admin/content/images'), null).field('alt', 'Alt').attach('file', files.jpg, 'a.jpg').expect(401);
    await as(request(t.server).post('/api/admin/content/images'), customer).field('alt', 'Alt').attach('file', files.jpg, 'a.jpg').expect(403);
  });

  it('the editor’s routes still take every kind of content, behind the staff check', async () => {
    await as(request(t.server).put(`/api/admin/content/article/${UNKNOWN_ID}`), null).send({}).expect(401);
    await as(request(t.server).get('/api/admin/content/case-study'), customer).expect(403);
    const res = await as(request(t.server).delete(`/api/admin/content/article/${UNKNOWN_ID}`), null).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT');
  });

  it('an address with no kind of content in it is unknown (404), signed in or not', async () => {
    for (const [, token] of who()) {
      await as(request(t.server).get('/api/admin/content/no-such-kind'), token).expect(404);
      await as(request(t.server).put(`/api/admin/content/no-such-kind/${UNKNOWN_ID}`), token).send({}).expect(404);
    }
  });
});
