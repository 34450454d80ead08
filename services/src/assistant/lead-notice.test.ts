import { mailKind } from '../mail/mail-kind';
import { leadDetailsOf } from './lead-details';
import { leadNotice } from './lead-notice';

const config = { agencyEmail: 'studio@nyota.test', publicUrl: 'https://nyota.test/' };
const transcript = [
  { sender: 'visitor' as const, text: 'I am Jane, call 0772 123 456' },
  { sender: 'assistant' as const, text: 'Shall I pass this on?' },
  { sender: 'visitor' as const, text: 'Yes' },
];

describe("the agency's notice of an assistant's lead", () => {
  it('goes to the agency, names the lead, links the inquiry in the back office and carries the conversation', () => {
    const mail = leadNotice('inq-1', { conversationId: 'c', name: 'Jane', phone: '+256772123456', email: null, transcript }, config);
    expect(mail.to).toBe('studio@nyota.test');
    expect(mail.subject).toBe('Assistant lead: Jane');
    expect(mail).not.toHaveProperty('replyTo');
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Name: Jane',
        'Phone: +256772123456',
        'Email: (none given)',
        'Answer it in the back office: https://nyota.test/admin/inquiries/inq-1',
        'Visitor: I am Jane, call 0772 123 456',
        'Assistant: Shall I pass this on?',
        'Visitor: Yes',
      ]),
    );
    // The failed-mail list tells it apart from the other notices.
    expect(mailKind(mail.subject)).toBe('assistant-lead');
  });

  it('answers to the visitor when they gave an e-mail address', () => {
    const mail = leadNotice('inq-2', { conversationId: 'c', name: 'Achieng', phone: null, email: 'achieng@example.com', transcript }, config);
    expect(mail.replyTo).toBe('achieng@example.com');
    expect(mail.text).toContain('Phone: (none given)\nEmail: achieng@example.com');
  });

  it('keeps the subject one line of at most 80 characters of the name', () => {
    const mail = leadNotice('inq-3', { conversationId: 'c', name: `Ann\r\nBcc: x@example.com ${'A'.repeat(100)}`, phone: null, email: null, transcript }, config);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith('Assistant lead: Ann Bcc: x@example.com AAAA')).toBe(true);
    expect(mail.subject.length).toBe('Assistant lead: '.length + 80);
  });
});

describe("a visitor's name in their words", () => {
  it('ends with its line', () => {
    expect(leadDetailsOf('My name is Achieng\nBcc, my email is achieng@example.com').name).toBe('Achieng');
    expect(leadDetailsOf('My name is Achieng Odhiambo, my email is achieng@example.com').name).toBe('Achieng Odhiambo');
  });
});
