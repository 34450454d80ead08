/** Who to answer and about what: an inquiry's or a message's sender. */
export interface Correspondent {
  name: string;
  email: string;
  /** International form (+256…), when known. */
  phone: string | null;
  /** The subject of the answer, e.g. "Re: Logo animation" */
  subject: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name.trim();

/** The greeting every answer starts with. */
export const greeting = (c: Correspondent) => `Hello ${firstName(c.name)},`;

/** A mailto: link with the subject and the greeting filled in (RFC 6068: each part percent-encoded). */
export function mailtoLink(c: Correspondent): string {
  return `mailto:${encodeURIComponent(c.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(c.subject)}&body=${encodeURIComponent(`${greeting(c)}\n\n`)}`;
}

/** A wa.me link (digits of the international number, no +) with the greeting as the first words. */
export function whatsAppLink(c: Correspondent): string | null {
  if (!c.phone) return null;
  const digits = c.phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(`${greeting(c)} `)}`;
}

export function telLink(c: Correspondent): string | null {
  return c.phone ? `tel:${c.phone.replace(/[^\d+]/g, '')}` : null;
}
