import { Injectable, UnauthorizedException } from '@nestjs/common';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { MailService } from '../mail/mail.service';
import { PaymentsRepository } from '../payments/payments.repository';
import { signToken } from './token';

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
const INVALID_CODE = 'Invalid code. Try again.';

interface CodeRow {
  code_hash: string;
  expired: boolean;
  failed_attempts: number;
}

/** E-mail sign-in: a 6-digit code, stored only as a keyed hash, then a signed token. */
@Injectable()
export class SignInService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly payments: PaymentsRepository,
  ) {}

  /** Replaces any live code of the address (one per address) and mails the new one. */
  async requestCode(email: string): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.query(
      `INSERT INTO sign_in_codes (email, code_hash, expires_at, failed_attempts, created_at)
       VALUES ($1, $2, now() + make_interval(mins => $3), 0, now())
       ON CONFLICT (email) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
         failed_attempts = 0, created_at = EXCLUDED.created_at`,
      [email, this.hash(email, code), CODE_TTL_MINUTES],
    );
    await this.mail.send({
      to: email,
      subject: 'Your Nyota Creative sign-in code',
      text: [
        `Your sign-in code is ${code}`,
        '',
        `It works for ${CODE_TTL_MINUTES} minutes, once. If you did not ask to sign in, ignore this e-mail.`,
        '',
        'Nyota Creative',
      ].join('\n'),
      html: `<p>Your sign-in code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong></p><p>It works for ${CODE_TTL_MINUTES} minutes, once. If you did not ask to sign in, ignore this e-mail.</p><p>Nyota Creative</p>`,
      outboxNote: `sign-in code ${code}`,
    });
  }

  /**
   * Checks a code under a row lock, so parallel guesses cannot exceed the 5 wrong tries. A right
   * code is used up; the fifth wrong one voids the code.
   */
  async verifyCode(email: string, code: string): Promise<string> {
    const ok = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<CodeRow>(
        'SELECT code_hash, expires_at <= now() AS expired, failed_attempts FROM sign_in_codes WHERE email = $1 FOR UPDATE',
        [email],
      );
      const row = rows[0];
      if (!row) return false;
      if (row.expired || row.failed_attempts >= MAX_WRONG_TRIES) {
        await tx.query('DELETE FROM sign_in_codes WHERE email = $1', [email]);
        return false;
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(this.hash(email, code), 'hex');
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await tx.query('DELETE FROM sign_in_codes WHERE email = $1', [email]);
        await tx.query(
          `INSERT INTO users (email, last_sign_in_at) VALUES ($1, now())
           ON CONFLICT (email) DO UPDATE SET last_sign_in_at = now()`,
          [email],
        );
        // The code proves the address: guest payments typed with it are now its own.
        await this.payments.attachGuestPayments(tx, email);
        return true;
      }
      if (row.failed_attempts + 1 >= MAX_WRONG_TRIES) await tx.query('DELETE FROM sign_in_codes WHERE email = $1', [email]);
      else await tx.query('UPDATE sign_in_codes SET failed_attempts = failed_attempts + 1 WHERE email = $1', [email]);
      return false;
    });
    if (!ok) throw new UnauthorizedException(INVALID_CODE);
    return signToken({ email }, this.config.jwtSecret, this.config.jwtTtlSeconds);
  }

  /** Keyed with the server secret: a leaked table alone cannot be brute-forced over 10^6 codes. */
  private hash(email: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${email}\n${code}`).digest('hex');
  }
}
