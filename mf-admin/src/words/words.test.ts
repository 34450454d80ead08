import { foldHistory } from './history';
import { auditInWords, changeInWords, detailInWords, itemLabel, methodLabel, sourceLabel } from './labels';
import { countOf, NOUNS } from './plural';
import { mailtoLink, telLink, whatsAppLink } from '../detail/replyLinks';

const at = (minute: number) => `2026-11-28T09:${String(minute).padStart(2, '0')}:00.000Z`;

describe('words, not codes', () => {
  it('counts in the right grammar', () => {
    expect(countOf(0, NOUNS.inquiries)).toBe('0 inquiries');
    expect(countOf(1, NOUNS.inquiries)).toBe('1 inquiry');
    expect(countOf(2, NOUNS.payments)).toBe('2 payments');
    expect(countOf(1, NOUNS.payments)).toBe('1 payment');
    expect(countOf(1200, NOUNS.messages)).toBe('1,200 messages');
  });

  it('names items, methods, networks, sources and status changes', () => {
    expect(itemLabel('resource-access')).toBe('Resource Hub one-time access');
    expect(itemLabel('kit-essential')).toBe('Essential Kit');
    expect(methodLabel('mobile', 'mtn')).toBe('Mobile money · MTN');
    expect(methodLabel('card', null)).toBe('Card');
    expect(sourceLabel('reconcile')).toBe('checked by the scheduled check');
    expect(sourceLabel('some-new-source')).toBe('recorded by some new source');
    expect(changeInWords('new → in_progress')).toBe('New → In progress');
    expect(detailInWords('UGX 180000 by mobile:mtn')).toBe('UGX 180,000 by Mobile money · MTN');
    expect(detailInWords('RWF 5000 by card')).toBe('RWF 5,000 by Card');
  });

  it('tells the audit log in words, not codes', () => {
    expect(auditInWords('resource-access of amina@example.com: refunded')).toBe('Resource Hub one-time access of amina@example.com: refunded');
    expect(auditInWords('kit-essential to kit-essential@example.com again for payment NC123: paid by bank')).toBe('Essential Kit to kit-essential@example.com again for payment NC123: paid by bank');
    expect(auditInWords('new → in_progress')).toBe('New → In progress');
    expect(auditInWords('replied by whatsapp')).toBe('replied by WhatsApp');
    expect(auditInWords('replied by email')).toBe('replied by e-mail');
    expect(auditInWords('sign-in-code to h•••@example.com: Your sign-in code')).toBe('Sign-in code to h•••@example.com: Your sign-in code');
    expect(auditInWords('CSV q="" status=any')).toBe('no search, every status');
    expect(auditInWords('CSV q="amina" status=in_progress')).toBe('search “amina”, status In progress');
  });

  it('folds a run of the same history line into one, keeping every change of state or source', () => {
    const line = (status: 'PENDING' | 'COMPLETED', source: string, minute: number) => ({ status, source, detail: `${source} ${minute}`, createdAt: at(minute) });
    const folded = foldHistory([
      line('PENDING', 'initiate', 0),
      ...Array.from({ length: 14 }, (_, i) => line('PENDING', 'reconcile', i + 1)),
      line('PENDING', 'check-now', 20),
      line('COMPLETED', 'reconcile', 21),
    ]);
    expect(folded.map((f) => [f.entry.source, f.entry.status, f.times])).toEqual([
      ['initiate', 'PENDING', 1],
      ['reconcile', 'PENDING', 14],
      ['check-now', 'PENDING', 1],
      ['reconcile', 'COMPLETED', 1],
    ]);
    expect(folded[1]).toMatchObject({ firstAt: at(1), lastAt: at(14), lastDetail: 'reconcile 14' });
  });
});

describe('answer links', () => {
  const to = { name: 'Neema Achieng', email: 'neema@example.com', phone: '+256772100552', subject: 'Your motion project inquiry (Kijiji & Co)' };

  it('mailto carries the subject and the greeting, each encoded', () => {
    const link = mailtoLink(to);
    expect(link.startsWith('mailto:neema@example.com?')).toBe(true);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('subject')).toBe('Your motion project inquiry (Kijiji & Co)');
    expect(params.get('body')).toBe('Hello Neema,\n\n');
  });

  it('wa.me takes the international number as digits; tel keeps the +; neither without a phone', () => {
    expect(whatsAppLink(to)).toBe(`https://wa.me/256772100552?text=${encodeURIComponent('Hello Neema, ')}`);
    expect(telLink(to)).toBe('tel:+256772100552');
    expect(whatsAppLink({ ...to, phone: null })).toBeNull();
    expect(telLink({ ...to, phone: null })).toBeNull();
  });
});
