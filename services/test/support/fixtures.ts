/** Small real files of each accepted type (valid signatures), and impostors. */
export const files = {
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake body')]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
  ai: Buffer.from('%PDF-1.5\n%Illustrator\n'),
  psd: Buffer.from('8BPS\x00\x01\x00\x00', 'latin1'),
  eps: Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n'),
  svg: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>'),
  /** A Windows executable header: what a renamed .exe starts with. */
  exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

/** A future date (YYYY-MM-DD) `days` from today. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A complete, valid motion inquiry form (spec 7 field names). */
export function inquiryFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    name: 'Amina Okello',
    email: 'amina@example.com',
    businessName: 'Okello Foods',
    projectType: 'Explainer Video',
    platforms: JSON.stringify(['Instagram', 'TikTok']),
    duration: '60 seconds',
    needsScript: 'yes',
    deadline: inDays(30),
    budgetRange: '$2,500 - $5,000',
    additionalDetails: 'A launch video for our new juice line.',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined));
}

/** A valid contact message (spec 5.2). */
export const goodContact = { name: 'Kato', email: 'kato@example.com', subject: 'Hello', message: 'A question' };

/** A valid card payment initiation (the amount is the server's). */
export const goodPayment = { itemKey: 'kit-essential', firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: '+256700000000', currency: 'UGX', payment_method: 'card' };
