import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * A line logged when the message goes to the local outbox (e.g. the sign-in code), so a developer
   * signs in offline. Never logged when real SMTP delivers the message.
   */
  outboxNote?: string;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file in
 * `<DATA_DIR>/outbox/` (open it with any mail client) and logs its subject.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outbox: boolean;

  constructor(private readonly config: AppConfig) {
    this.outbox = !config.smtpUrl;
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: `Nyota Creative <${this.config.mailFrom}>`,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    if (!this.outbox) return;
    const dir = this.config.outboxDir;
    fs.mkdirSync(dir, { recursive: true });
    // Sortable by time, unique within the millisecond.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    fs.writeFileSync(path.join(dir, name), (info as unknown as { message: Buffer }).message);
    this.logger.log(`outbox: "${message.subject}" to ${message.to} (${name})${message.outboxNote ? `: ${message.outboxNote}` : ''}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
