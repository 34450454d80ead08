import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export interface LeadDetails {
  name: string | null;
  phone: string | null;
  email: string | null;
  /** A run of digits that looked like a phone number but is not one in Uganda or Rwanda. */
  badPhone: string | null;
  asksForPerson: boolean;
}

const EMAIL = /[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}/;
const PHONE_CANDIDATE = /\+?\d[\d\s().-]{6,}\d/g;
// The name starts with a capital letter, so "I am interested" is not a name; it ends with its line.
const NAME = /(?:\b[Ii] am|\b[Ii]['’]m|\b[Mm]y name is|\b[Mm]y name['’]s|\b[Tt]his is|\b[Nn]ame:|\b[Cc]all me)\s+(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?)/u;
const NOT_NAMES = new Set(['Interested', 'Looking', 'Here', 'Ready', 'From', 'With', 'In', 'At', 'The', 'A', 'Not', 'Just', 'Also', 'Very', 'So']);
const PERSON = /\b(a (real )?(person|human)|real person|human being|someone|somebody|a member of (your )?staff|an agent|call me back|get back to me|follow up with me)\b/i;
const COUNTRIES: CountryCode[] = ['UG', 'RW'];

/** A phone number in international form when it is a valid number (national forms read as Ugandan, then Rwandan). */
export function checkedPhone(candidate: string): string | null {
  const tries = candidate.trim().startsWith('+') ? [undefined] : COUNTRIES;
  for (const country of tries) {
    const parsed = parsePhoneNumberFromString(candidate, country);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

/** The visitor's name, phone, e-mail and whether they ask for a person, from one message. */
export function leadDetailsOf(text: string): LeadDetails {
  const email = EMAIL.exec(text)?.[0].replace(/[.]+$/, '') ?? null;
  const withoutEmail = email ? text.replace(email, ' ') : text;
  let phone: string | null = null;
  let badPhone: string | null = null;
  for (const candidate of withoutEmail.match(PHONE_CANDIDATE) ?? []) {
    if (candidate.replace(/\D/g, '').length < 9) continue;
    phone = checkedPhone(candidate);
    if (phone) break;
    badPhone = candidate.trim();
  }
  if (phone) badPhone = null;
  const nameMatch = NAME.exec(text)?.[1];
  const first = nameMatch?.split(/\s+/)[0];
  const name = nameMatch && first && !NOT_NAMES.has(first) ? nameMatch : null;
  return { name, phone, email, badPhone, asksForPerson: PERSON.test(text) };
}

/** What the whole conversation says, the newest message winning. */
export function mergeDetails(list: LeadDetails[]): LeadDetails {
  const out: LeadDetails = { name: null, phone: null, email: null, badPhone: null, asksForPerson: false };
  for (const d of list) {
    out.name = d.name ?? out.name;
    out.phone = d.phone ?? out.phone;
    out.email = d.email ?? out.email;
    out.asksForPerson ||= d.asksForPerson;
  }
  return out;
}

export const YES = /^(yes|yeah|yep|yup|sure|ok|okay|correct|right|that'?s right|that is right|please do|go ahead|confirm(ed)?|y)\b/i;
export const NO = /^(no|nope|not quite|wrong|incorrect|n)\b/i;
