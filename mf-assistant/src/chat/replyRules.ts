import { REPLIES, type ReplyKind } from './replies';

/**
 * The four reply rules of spec 7, checked in this order on the lowercased message; the first
 * that matches wins, the last matches anything.
 *
 * Keywords match at the start of a word rather than anywhere in the text: a bare substring test
 * for "do" would fire on "does", "today" or "download" and answer nearly every question with the
 * services list. A keyword still matches its longer forms ("services", "offering", "costs",
 * "talking"), and "price" also covers "pricing" so the Pricing chip gets the pricing reply.
 */
const RULES: ReadonlyArray<{ kind: ReplyKind; pattern: RegExp }> = [
  { kind: 'services', pattern: /\b(service|offer|do\b)/ },
  { kind: 'pricing', pattern: /\b(price|pricing|cost|budget)/ },
  { kind: 'contact', pattern: /\b(contact|speak|talk)/ },
];

export function replyKindFor(message: string): ReplyKind {
  const text = message.toLowerCase();
  return RULES.find((rule) => rule.pattern.test(text))?.kind ?? 'default';
}

export function replyFor(message: string): string {
  return REPLIES[replyKindFor(message)];
}
