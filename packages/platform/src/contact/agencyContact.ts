import { createContext, use, useContext } from 'react';
import type { ContactDetailsDto } from '../api/schema';

/**
 * The agency's contact details as staff publish them (GET /api/content/contact): e-mail, phones,
 * WhatsApp, offices, social pages. The shell reads them once per server render (renderPage.tsx),
 * writes them into the page beside the footer and provides them here; every part of the page (the
 * footer, the contact page, a withdrawn item's notice) reads the same answer. Null while nobody
 * could read them (the API down at the render, nothing kept): the parts that show them leave them
 * out until the browser has asked.
 */
export type AgencyContact = ContactDetailsDto;

/**
 * On the server, the render's read (a promise: the frame and the remotes render meanwhile, and only
 * the parts that show a phone or the e-mail wait for it); in the browser, the answer itself.
 */
export type AgencyContactSource = AgencyContact | null | Promise<AgencyContact | null>;

export const AgencyContactContext = createContext<AgencyContactSource>(null);

/** The published contact details, or null until they are known. Suspends on the server until the read answers. */
export function useAgencyContact(): AgencyContact | null {
  const source = useContext(AgencyContactContext);
  return source instanceof Promise ? use(source) : source;
}

/** The id of the JSON data block that carries the server's answer to the browser. */
export const AGENCY_CONTACT_BLOCK = 'agency-contact';

/** The block's text as the server wrote it and the contact details in it (null when none or not readable). */
export function agencyContactInPage(): { text: string; contact: AgencyContact | null } | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(AGENCY_CONTACT_BLOCK)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return { text, contact: value && typeof value === 'object' && typeof (value as AgencyContact).email === 'string' ? (value as AgencyContact) : null };
  } catch {
    return null;
  }
}

/** The answer as a data block's text: `<` escaped, so no value can close the element. */
export function agencyContactJson(contact: AgencyContact | null): string {
  return JSON.stringify(contact).replace(/</g, '\\u003c');
}
