import { CORE_SERVICES, REPLIES } from './replies';
import { replyFor, replyKindFor } from './replyRules';

describe('chat reply rules (spec 7)', () => {
  it.each([
    ['What services do you have?', 'services'],
    ['Tell me about your service', 'services'],
    ['What do you offer?', 'services'],
    ['Are you offering motion work?', 'services'],
    ['What can you do for my startup', 'services'],
    ['SERVICES', 'services'],
  ])('rule 1: "%s" gets the services reply', (message, kind) => {
    expect(replyKindFor(message)).toBe(kind);
  });

  it.each([
    ['What is the price of a logo?', 'pricing'],
    ['Pricing', 'pricing'],
    ['How much would it cost?', 'pricing'],
    ['We have a small budget', 'pricing'],
    ['PRICES please', 'pricing'],
  ])('rule 2: "%s" gets the pricing reply', (message, kind) => {
    expect(replyKindFor(message)).toBe(kind);
  });

  it.each([
    ['Contact', 'contact'],
    ['Can I speak to someone?', 'contact'],
    ["I'd like to talk to your team", 'contact'],
    ['Talking to a human would help', 'contact'],
  ])('rule 3: "%s" gets the contact reply', (message, kind) => {
    expect(replyKindFor(message)).toBe(kind);
  });

  it.each([['Hello'], ['Hi there, I run a bakery in Kigali'], ['']])('rule 4: "%s" gets the default reply', (message) => {
    expect(replyKindFor(message)).toBe('default');
  });

  describe('rule order: the first matching rule wins', () => {
    it.each([
      ['what do you charge for services', 'services'],
      ['Which services fit my budget?', 'services'],
      ['I want to talk about what you offer', 'services'],
      ['how much does it cost to talk', 'pricing'],
      ['Can we talk about the price?', 'pricing'],
      ['Who should I contact about my budget?', 'pricing'],
    ])('"%s" → %s', (message, kind) => {
      expect(replyKindFor(message)).toBe(kind);
    });
  });

  describe('keywords start a word, so unrelated words do not trigger a rule', () => {
    it.each([
      ['Can we meet today?', 'default'],
      ['Does the download work?', 'default'],
      ["I don't know yet", 'default'],
      ['Our documents are ready', 'default'],
    ])('"%s" → %s', (message, kind) => {
      expect(replyKindFor(message)).toBe(kind);
    });
  });

  describe('reply texts', () => {
    it('the services reply lists the five core services', () => {
      expect(CORE_SERVICES).toEqual([
        'Brand Strategy & Insights',
        'Creative Design',
        'Marketing & Advertising',
        'Motion Graphics',
        'Strategic Solutions',
      ]);
      const reply = replyFor('services');
      expect(reply).toBe(REPLIES.services);
      expect(reply).toMatch(/5 core services/);
      CORE_SERVICES.forEach((service) => expect(reply).toContain(service));
    });

    it('the pricing reply offers a personalised quote and asks for a budget range', () => {
      const reply = replyFor('price');
      expect(reply).toBe(REPLIES.pricing);
      expect(reply).toMatch(/personalised quote/);
      expect(reply).toMatch(/budget range/);
    });

    it('the contact reply asks whether WhatsApp, e-mail or phone is preferred', () => {
      const reply = replyFor('contact');
      expect(reply).toBe(REPLIES.contact);
      expect(reply).toMatch(/WhatsApp, e-mail or phone\?/);
    });

    it('the default reply asks for the name and how to reach the user', () => {
      const reply = replyFor('hello');
      expect(reply).toBe(REPLIES.default);
      expect(reply).toMatch(/your name/);
      expect(reply).toMatch(/reach you/);
    });
  });
});
