import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process: the API talks SMTP to it exactly as to a real one. */
/** `port` 0 takes a free one; a fixed one lets a test stop the server and start it again at the same address. */
export async function startSmtpCatcher(port = 0): Promise<{ url: string; mails: CaughtMail[]; close(): Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function codeIn(raw: string): string {
  const match = /sign-in code is (\d{6})/.exec(raw);
  if (!match) throw new Error('no sign-in code in the mail');
  return match[1];
}

/** A mail's headers as one line each (long ones are folded over several). */
export function unfold(raw: string): string {
  return raw.replace(/\r?\n[ \t]+/g, ' ');
}

/** A mail's header block, lines ending in \n. */
export function headersOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0].replace(/\r\n/g, '\n');
}

/** A plain-text mail's body as written (quoted-printable decoded), lines ending in \n. */
export function bodyOf(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, '');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/\r\n/g, '\n')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
