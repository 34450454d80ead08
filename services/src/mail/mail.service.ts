import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { JobWorker } from '../jobs/job-worker';
import { Metrics } from '../metrics/metrics';

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

interface MailRow {
  id: string;
  attempts: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string | null;
  body_html: string | null;
  outbox_note: string | null;
}

/**
 * Mail is never lost: `send` stores the message in `mail_outbox` first, then tries it at once (the
 * row claimed by this process). When the mail server is down the row stays, and the worker (a
 * JobWorker on every replica) retries it with backoff; a row is claimed by one replica at a time,
 * so a mail goes out once. Over SMTP when SMTP_URL is set; otherwise each message is written as an
 * .eml file in `<DATA_DIR>/outbox/` (open it with any mail client) and its subject logged.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outbox: boolean;
  readonly worker: JobWorker<MailRow>;

  constructor(
    private readonly config: AppConfig,
    private readonly db: Database,
    private readonly metrics: Metrics,
  ) {
    this.outbox = !config.smtpUrl;
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.worker = new JobWorker<MailRow>(db, {
      table: 'mail_outbox',
      name: 'mail',
      // Retried for MAIL_RETRY_HOURS whatever the number of attempts (a relay down for a night
      // must not lose a sign-in code's or an inquiry's mail), at most MAIL_RETRY_MAX_DELAY_SECONDS
      // apart, then marked failed: status 'failed' in mail_outbox, the gauge and an error line.
      maxAttempts: Number.POSITIVE_INFINITY,
      giveUpAfterMs: config.mailRetryHours * 3_600_000,
      backoffMs: (attempts) => Math.min(2 ** attempts * 1000, config.mailRetryMaxDelaySeconds * 1000),
      handle: (row) => this.deliver(row),
      // A sent mail's body (it may hold a sign-in code) is not kept.
      doneSet: 'body_text = NULL, body_html = NULL, outbox_note = NULL',
      onDone: () => this.metrics.mailSent(),
      onFailed: () => this.metrics.mailFailed(),
    });
  }

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
    this.transport.close();
  }

  /**
   * Stores the message and tries it once now; resolves when it is stored (sent or queued for a
   * retry). Inside a unit of work (Database.unitOfWork) the message is stored with the unit's writes
   * and tried once they are committed: no mail for a write that was rolled back, and no SMTP wait
   * inside a transaction.
   */
  async send(message: MailMessage): Promise<void> {
    const row = await this.worker.insertClaimed(
      `INSERT INTO mail_outbox (id, to_address, reply_to, subject, body_text, body_html, outbox_note, attempts, locked_until)
       VALUES ($2, $3, $4, $5, $6, $7, $8, 1, now() + $1 * interval '1 millisecond') RETURNING *`,
      [randomUUID(), message.to, message.replyTo ?? null, message.subject, message.text, message.html ?? null, message.outboxNote ?? null],
    );
    await this.db.afterCommit(() => this.worker.handleClaimed(row));
  }

  private async deliver(row: MailRow): Promise<void> {
    const info = await this.transport.sendMail({
      from: `Nyota Creative <${this.config.mailFrom}>`,
      to: row.to_address,
      subject: row.subject,
      text: row.body_text ?? '',
      ...(row.body_html ? { html: row.body_html } : {}),
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      // One Message-ID per stored mail: a rare resend after a crash is recognisably the same mail.
      messageId: `<${row.id}@nyotacreative.com>`,
    });
    if (!this.outbox) return;
    const dir = this.config.outboxDir;
    fs.mkdirSync(dir, { recursive: true });
    // Sortable by time, unique within the millisecond.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    fs.writeFileSync(path.join(dir, name), (info as unknown as { message: Buffer }).message);
    this.logger.log(`outbox: "${row.subject}" to ${row.to_address} (${name})${row.outbox_note ? `: ${row.outbox_note}` : ''}`);
  }
}
