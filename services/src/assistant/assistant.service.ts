import { Injectable } from '@nestjs/common';
import type { AssistantMessageDto, AssistantReplyDto, LeadDto, ReplyLinkDto } from './assistant.dto';
import { AssistantLeads, type TranscriptLine } from './assistant-leads';
import { leadDetailsOf, mergeDetails, NO, YES, type LeadDetails } from './lead-details';
import { currencyOf, itemsAskedFor, priceLines } from './price-lines';
import { CORE_SERVICES, OPENINGS, replyKindFor, type ReplyKind } from './reply-rules';
import { ANSWER_WITHIN, contactLinks } from './site-facts';
import { SiteIndex, type Hit } from './site-index';

/** Pages worth adding to a rule's reply when the question names them (prices have the pricing reply). */
const SPECIFIC_KINDS = new Set(['article', 'case-study', 'resource', 'service', 'help', 'home']);
const PRICING_KINDS = new Set(['service', 'case-study', 'article']);
const TRIGGER_WORDS = new RegExp(`\\b(${['services?', 'offer\\w*', 'do', 'pric\\w*', 'costs?', 'budgets?', 'contact\\w*', 'speak\\w*', 'talk\\w*'].join('|')})\\b`, 'gi');
const PRICE_QUESTION = /\bhow much\b|\bfees?\b|\bcharges?\b|\brates?\b|\bprices?\b|\bcosts?\b|\bpay for\b|\bafford\b/;

const link = (hit: Hit): ReplyLinkDto => ({ label: hit.doc.title, href: hit.doc.href });

/**
 * Answers a visitor (issue 62): a lead first (details given, or a "yes" to pass them on), then the
 * spec's four rules with the pages they name, then the site's own words; never a fact the site
 * does not publish. Everything runs in this process: no model, no network.
 */
@Injectable()
export class AssistantService {
  constructor(
    private readonly index: SiteIndex,
    private readonly leads: AssistantLeads,
  ) {}

  async reply(dto: AssistantMessageDto): Promise<AssistantReplyDto> {
    const history = dto.history ?? [];
    const message = dto.message;
    const lastAssistant = [...history].reverse().find((t) => t.sender === 'assistant');
    const pending = lastAssistant?.lead?.status === 'confirm' ? lastAssistant.lead : undefined;

    if (pending) {
      if (YES.test(message)) {
        const transcript: TranscriptLine[] = [...history.map((t) => ({ sender: t.sender, text: t.text })), { sender: 'visitor', text: message }];
        // The details are read again from the visitor's own words, not taken from what the client sent back.
        const details = mergeDetails(history.filter((t) => t.sender === 'visitor').map((t) => leadDetailsOf(t.text)));
        const name = details.name ?? pending.name;
        const inquiryId = await this.leads.pass({ conversationId: dto.conversationId, name, phone: details.phone, email: details.email, transcript });
        const how = details.phone ? `on ${details.phone}` : `at ${details.email ?? 'the address you gave'}`;
        return {
          text: `Thank you, ${name}! I've passed our conversation to our team. A person will contact you ${how} ${ANSWER_WITHIN}.`,
          links: [],
          lead: { name, phone: details.phone, email: details.email, status: 'sent', inquiryId },
        };
      }
      if (NO.test(message)) {
        return { text: 'No problem. Please tell me your name and the best phone number or e-mail address to reach you, and I will check again.', links: [] };
      }
    }

    const lead = await this.leadReply(dto, history.filter((t) => t.sender === 'visitor').map((t) => t.text));
    if (lead) return lead;

    const kind = replyKindFor(message);
    if (kind === 'services') return this.withSpecific(message, kind, { text: OPENINGS.services, links: CORE_SERVICES.map((s) => ({ label: s.title, href: s.href })) });
    if (kind === 'pricing') {
      const currency = currencyOf(message, dto.currency);
      const { text, prices } = priceLines(itemsAskedFor(message, true), currency);
      const links = [...new Set(prices.map((p) => p.href))].map((href) => ({ label: pageLabel(href), href }));
      return this.withSpecific(message, kind, { text: `${OPENINGS.pricing}\n\n${text}`, links, prices });
    }
    if (kind === 'contact') {
      return this.withSpecific(message, kind, { text: `${OPENINGS.contact}\n\nYou can also leave your name and a phone number or e-mail address here, and I will pass them to our team.`, links: await this.contactLinks() });
    }
    return this.fromContent(message, dto.currency);
  }

  /** The lead's turn: details given (or a person asked for) in this message. */
  private async leadReply(dto: AssistantMessageDto, earlier: string[]): Promise<AssistantReplyDto | undefined> {
    const now = leadDetailsOf(dto.message);
    const saysSomething = now.name || now.phone || now.email || now.asksForPerson || now.badPhone;
    if (!saysSomething) return undefined;
    const all = mergeDetails([...earlier.map(leadDetailsOf), now]);
    if (now.badPhone && !all.phone && !all.email) {
      return { text: `Sorry, "${now.badPhone}" doesn't look like a Ugandan or Rwandan phone number. Could you check it, or give an e-mail address instead?`, links: [] };
    }
    if (all.name && (all.phone || all.email)) {
      const ways = [all.phone ? `phone ${all.phone}` : '', all.email ? `e-mail ${all.email}` : ''].filter(Boolean).join(' and ');
      const lead: LeadDto = { name: all.name, phone: all.phone, email: all.email, status: 'confirm' };
      return { text: `Let me check I have this right: your name is ${all.name}, and we can reach you by ${ways}. Shall I pass our conversation to a person on our team? Please answer yes or no.`, links: [], lead };
    }
    if (all.name) return { text: `Thanks, ${all.name}! What's the best way to reach you: a phone number (Uganda or Rwanda) or an e-mail address?`, links: [] };
    if (all.phone || all.email) return { text: 'Thank you! And what name should our team ask for?', links: [] };
    return { text: "Of course, a person from our team will follow up. Could you share your name and a phone number or e-mail address?", links: await this.contactLinks() };
  }

  /** WhatsApp, a call, an e-mail and the contact page, as the contact details are published now. */
  private async contactLinks(): Promise<ReplyLinkDto[]> {
    return contactLinks(await this.index.contact());
  }

  /** A rule's reply, plus the page the question names when the site has one (a sector, a case study, an article). */
  private async withSpecific(message: string, kind: ReplyKind, reply: AssistantReplyDto): Promise<AssistantReplyDto> {
    // The rule's own words ("do", "price", "talk") found the rule; what is left says what it is about.
    const rest = message.replace(TRIGGER_WORDS, ' ');
    const hits = ranked(await this.index.search(rest, 5), kind === 'services' ? 'service' : undefined);
    // A price question's page is the prices' own; a service's page may add its terms.
    const kinds = kind === 'pricing' ? PRICING_KINDS : SPECIFIC_KINDS;
    const specific = hits.find((h) => kinds.has(h.doc.kind));
    if (!specific || !strongEnough(specific)) return reply;
    const others = reply.links.filter((l) => l.href !== specific.doc.href);
    const text = `${reply.text}\n\nYou asked about something we have a page on: ${specific.doc.title}.\n“${specific.passage}”`;
    // The prices' own pages stay first; any other rule's reply leads with the page asked about.
    return { ...reply, text, links: kind === 'pricing' ? [...others, link(specific)] : [link(specific), ...others] };
  }

  /** The default rule's place: the site's own words when they answer, else the default reply and a person. */
  private async fromContent(message: string, siteCurrency: AssistantMessageDto['currency']): Promise<AssistantReplyDto> {
    const text = message.toLowerCase();
    if (PRICE_QUESTION.test(text)) {
      const items = itemsAskedFor(text, false);
      if (items.length) {
        const { text: lines, prices } = priceLines(items, currencyOf(text, siteCurrency));
        const links = [...new Set(prices.map((p) => p.href))].map((href) => ({ label: pageLabel(href), href }));
        return { text: lines, links, prices };
      }
    }
    const hits = ranked(await this.index.search(message, 5)).filter(strongEnough);
    if (!hits.length) {
      return {
        text: `${OPENINGS.default}\n\nI couldn't find an answer to that on our site, so I won't guess: a person from our team will answer you.`,
        links: await this.contactLinks(),
      };
    }
    const [best, ...more] = hits;
    const also = more.filter((h) => h.doc.href !== best.doc.href && h.score >= best.score * 0.6).slice(0, 1);
    return {
      text: `Here's what our site says (${best.doc.title}):\n“${best.passage}”`,
      links: [link(best), ...also.map(link)],
    };
  }
}

/**
 * Best first: the search's score, weighed by the share of the question's own words the page has
 * (a page that has them all before one that has one word many times). Under the services rule a service page comes first (a visitor asking "do you build websites?" wants the
 * service, not the article that mentions a website).
 */
function ranked(hits: Hit[], preferred?: Hit['doc']['kind']): Hit[] {
  const weight = (h: Hit) => h.score * (0.5 + h.coverage) * (h.doc.kind === preferred ? 2 : 1);
  return [...hits].sort((a, b) => weight(b) - weight(a));
}

/** A hit answers when it has at least half of the question's own words (a stray word like "engine" is not an answer). */
function strongEnough(hit: Hit): boolean {
  return hit.coverage >= 0.5;
}

function pageLabel(href: string): string {
  if (href === '/data-driven-branding') return 'Tool kits (Data-driven Branding)';
  if (href === '/training') return 'Training plans';
  if (href === '/resource-hub') return 'Resource Hub';
  return href;
}

export type { LeadDetails };
