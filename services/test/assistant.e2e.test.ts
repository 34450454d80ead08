import request from 'supertest';
import { pgliteTarget } from './support/db-targets';
import { bodyOf, headersOf, startSmtpCatcher, unfold } from './support/smtp-catcher';
import { startTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';

/** POST /api/assistant/messages (issue 62) against the seeded site. */
describe('the site assistant', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let n = 0;
  const conversation = () => `conv-${Date.now()}-${(n += 1)}`;
  const ask = (message: unknown, extra: Record<string, unknown> = {}) =>
    request(t.server).post('/api/assistant/messages').send({ conversationId: 'conv-default-1', message, currency: 'UGX', ...extra });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(pgliteTarget(), { ASSISTANT_RATE_PER_IP: '40', SMTP_URL: smtp.url, AGENCY_EMAIL: 'studio@nyota.test', PUBLIC_URL: 'https://nyota.test' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  /** The agency's notices of a lead, by the inquiry's id in them. */
  const noticesOf = (inquiryId: string) => smtp.mails.filter((m) => m.raw.includes('Subject: Assistant lead:') && m.raw.includes(inquiryId));

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

      // The agency's inbox is told once (the replay and the second yes send nothing more): who, how
      // to reach them, where to answer, and the conversation.
      const inquiryId = yes.body.lead.inquiryId as string;
      await until(() => noticesOf(inquiryId).length > 0);
      const notices = noticesOf(inquiryId);
      expect(notices).toHaveLength(1);
      expect(notices[0].to).toEqual(['studio@nyota.test']);
      const headers = unfold(headersOf(notices[0].raw));
      expect(headers).toMatch(/^Subject: Assistant lead: Jane$/m);
      expect(headers).not.toMatch(/^Reply-To:/m);
      const text = bodyOf(notices[0].raw);
      expect(text).toContain('Phone: +256772123456\n');
      expect(text).toContain(`Answer it in the back office: https://nyota.test/admin/inquiries/${inquiryId}\n`);
      expect(text).toContain(`Visitor: ${first}\nAssistant: ${confirm.body.text}\nVisitor: Yes`);
    });

    it('a lead with an e-mail address: the notice answers to it, and a name ends with its line', async () => {
      const conversationId = conversation();
      // A capitalised word on the next line, which reads as a header's, is not part of the name.
      const first = 'My name is Achieng\nBcc, my email is achieng@example.com';
      const confirm = await ask(first, { conversationId }).expect(200);
      expect(confirm.body.lead).toMatchObject({ name: 'Achieng', email: 'achieng@example.com', status: 'confirm' });
      const history = [
        { sender: 'visitor', text: first },
        { sender: 'assistant', text: confirm.body.text, lead: confirm.body.lead },
      ];
      const yes = await request(t.server).post('/api/assistant/messages').send({ conversationId, message: 'yes please', currency: 'UGX', history }).expect(200);
      const inquiryId = yes.body.lead.inquiryId as string;
      await until(() => noticesOf(inquiryId).length > 0);
      const [notice] = noticesOf(inquiryId);
      expect(notice.to).toEqual(['studio@nyota.test']);
      expect(notice.raw).toMatch(/^Reply-To: achieng@example\.com/m);
      expect(unfold(notice.raw)).toMatch(/^Subject: Assistant lead: Achieng\r?$/m);
      expect(headersOf(notice.raw)).not.toMatch(/^Bcc/im);
      expect(bodyOf(notice.raw)).toContain('Name: Achieng\n');
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
