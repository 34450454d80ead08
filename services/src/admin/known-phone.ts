import { Injectable } from '@nestjs/common';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { PaymentsReadModel } from '../payments/payments-read-model';

/** The country a payment's number was typed for: its currency's (UGX Uganda, RWF Rwanda). */
const COUNTRY_OF_CURRENCY: Record<string, CountryCode> = { UGX: 'UG', RWF: 'RW' };

/**
 * A number as typed at checkout ("0772 000 001") in international form ("+256772000001"), which
 * wa.me and tel: links need; null when it is not a valid number.
 */
export function internationalPhone(phone: string | null | undefined, currency: string): string | null {
  if (!phone || !phone.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone.trim(), COUNTRY_OF_CURRENCY[currency] ?? 'UG');
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** Inquiries and contact messages carry no phone; a person's latest payment may (same address). */
@Injectable()
export class KnownPhones {
  constructor(private readonly payments: PaymentsReadModel) {}

  async of(email: string): Promise<string | null> {
    for (const row of await this.payments.phonesOf(email, 5)) {
      const phone = internationalPhone(row.phone, row.currency);
      if (phone) return phone;
    }
    return null;
  }
}
