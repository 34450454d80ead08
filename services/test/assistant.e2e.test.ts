import request from 'supertest';
import { pgliteTarget } from './support/db-targets';
import { startTestApp, type TestApp } from './support/test-app';

/** POST /api/assistant/messages (issue 62) against the seeded site. */
describe('the site assistant', () => {
  let t: TestApp;
  let n = 0;
  const conversation = () => `conv-${Date.now()}-${(n += 1)}`;
  const ask = (message: unknown, extra: Record<string, unknown> = {}) =>
    request(t.server).post('/api/assistant/messages').send({ conversationId: 'conv-default-1', message, currency: 'UGX', ...extra });

  beforeAll(async () => {
    t = await startTestApp(pgliteTarget(), { ASSISTANT_RATE_PER_IP: '40' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the spec’s four rules, with more', () => {
    it('services: the opening and the five service pages', async () => {
      const res = await ask('What services do you offer?').expect(200);
      expect(res.body.text).toMatch(/^Great question! At Nyota Creative we help African businesses/);
      expect(res.body.links.map((l: { href: string }) => l.href)).toEqual(
        expect.arrayContaining(['/brand-strategy-insights', '/creative-design', '/digital-marketing', '/motion-graphics', '/strategic-solutions']),
      );
    });

    it('pricing: the opening and the catalog’s prices in the visitor’s currency', async () => {
      const res = await ask('What does a tool kit cost?', { currency: 'RWF' }).expect(200);
      expect(res.body.text).toMatch(/^Every brand we build is different/);
      expect(res.body.prices).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'kit-essential', currency: 'RWF', amount: 180000 })]));
      const ugx = await ask('How much is the Brand Training Pro plan price?', { currency: 'UGX' }).expect(200);
      expect(ugx.body.prices).toEqual([expect.objectContaining({ key: 'brand-training-pro', currency: 'UGX', amount: 550000 })]);
      const rwf = await ask('Brand Training Pro price in RWF?', { currency: 'UGX' }).expect(200);
      expect(rwf.body.prices).toEqual([expect.objectContaining({ key: 'brand-training-pro', currency: 'RWF', amount: 255000 })]);
    });

    it('contact: the opening with WhatsApp, call and e-mail links', async () => {
      const res = await ask('Can I talk to your team?').expect(200);
      expect(res.body.text).toMatch(/^We'd love to talk!/);
      const hrefs = res.body.links.map((l: { href: string }) => l.href);
      expect(hrefs).toEqual(expect.arrayContaining(['https://wa.me/256772601944', 'tel:+256772601944', 'mailto:hello@nyotacreative.com']));
    });

    it('a rule’s reply adds the page the question names', async () => {
      const res = await ask('Do you have experience with farming brands?').expect(200);
      expect(res.body.text).toMatch(/^Great question!/);
      expect(res.body.links[0].href).toBe('/portfolio/greenwave');
    });
  });

  describe('answers from the content', () => {
    it('links the case study of the sector asked about, with its passage', async () => {
      const res = await ask('Have you worked for farms?').expect(200);
      expect(res.body.links[0]).toEqual({ label: 'Green Wave Farm Branding', href: '/portfolio/greenwave' });
      expect(res.body.text).toContain('Green Wave Farm');
    });

    it('says so and offers a person when nothing on the site answers', async () => {
      const res = await ask('Can you repair my car engine?').expect(200);
      expect(res.body.text).toMatch(/^Thanks for reaching out!/);
      expect(res.body.text).toContain("couldn't find");
      expect(res.body.links.map((l: { href: string }) => l.href)).toContain('/contact');
    });
  });

  describe('odd input is refused with a 400', () => {
    it.each([
      ['empty', '   '],
      ['over 1,000 characters', 'a'.repeat(1001)],
      ['markup', 'hi <script>alert(1)</script>'],
      ['control characters', 'hello\u0000world'],
      ['binary', 'abc\uFFFDdef'],
      ['not text', 42],
    ])('%s', async (_label, message) => {
      const res = await ask(message).expect(400);
      expect(res.body.errors.message).toBeDefined();
    });

    it('a bad currency or conversation id', async () => {
      await ask('hello', { currency: 'USD' }).expect(400);
      await ask('hello', { conversationId: 'x' }).expect(400);
    });
  });

  describe('a lead becomes one inquiry', () => {
    it('confirms name and Ugandan number, then on yes creates the inquiry with the transcript once', async () => {
      const conversationId = conversation();
      const first = 'I am Jane, my number is 0772 123 456';
      const confirm = await ask(first, { conversationId }).expect(200);
      expect(confirm.body.lead).toEqual({ name: 'Jane', phone: '+256772123456', email: null, status: 'confirm' });
      expect(confirm.body.text).toContain('Jane');
      expect(confirm.body.text).toContain('+256772123456');
      const history = [
        { sender: 'visitor', text: first },
        { sender: 'assistant', text: confirm.body.text, lead: confirm.body.lead },
      ];
      const body = { conversationId, message: 'Yes', currency: 'UGX', history };
      const yes = await request(t.server).post('/api/assistant/messages').set('Idempotency-Key', `key-${conversationId}`).send(body).expect(200);
      expect(yes.body.lead.status).toBe('sent');
      expect(yes.body.text).toContain('within one working day');
      const again = await request(t.server).post('/api/assistant/messages').set('Idempotency-Key', `key-${conversationId}`).send(body).expect(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      // A second yes under another key is still the same conversation: the same inquiry.
      const other = await request(t.server).post('/api/assistant/messages').set('Idempotency-Key', `other-${conversationId}`).send(body).expect(200);
      expect(other.body.lead.inquiryId).toBe(yes.body.lead.inquiryId);
      const { rows } = await t.db.query<{ source: string; phone: string; name: string; transcript: Array<{ sender: string; text: string }> }>(
        'SELECT source, phone, name, transcript FROM motion_inquiries WHERE assistant_conversation = $1',
        [conversationId],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ source: 'assistant', phone: '+256772123456', name: 'Jane' });
      expect(rows[0].transcript.map((l) => l.text)).toEqual([first, confirm.body.text, 'Yes']);
    });

    it('an invalid number is questioned, not taken', async () => {
      const res = await ask('I am Tom, call 0772 12 34', { conversationId: conversation() }).expect(200);
      expect(res.body.lead).toBeUndefined();
    });
  });

  it('limits each visitor (429 with Retry-After past ASSISTANT_RATE_PER_IP)', async () => {
    let last = 200;
    let retryAfter: string | undefined;
    for (let i = 0; i < 45 && last !== 429; i += 1) {
      const res = await ask('hello there');
      last = res.status;
      retryAfter = res.headers['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
