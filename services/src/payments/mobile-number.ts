import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode, MobileNetwork } from '../config/payment-settings';

/**
 * Which national prefixes (the two digits after the country code) belong to which network.
 * Sources: Uganda Communications Commission numbering allocations as summarised in "Telephone
 * numbers in Uganda" (MTN 77, 78 and, since 077/078 ran out in 2021, 76; Airtel 70, 75, 74), and the
 * Rwanda Utilities Regulatory Authority's plan as summarised in "Telephone numbers in Rwanda"
 * (MTN 78, 79; Airtel, formerly Tigo, 72, 73). Update here when a regulator allocates a new range.
 */
export const NETWORK_PREFIXES: Record<CountryCode, Record<MobileNetwork, readonly string[]>> = {
  UG: { mtn: ['76', '77', '78'], airtel: ['70', '74', '75'] },
  RW: { mtn: ['78', '79'], airtel: ['72', '73'] },
};

const COUNTRY_NAMES: Record<CountryCode, string> = { UG: 'Ugandan', RW: 'Rwandan' };
const NETWORK_NAMES: Record<MobileNetwork, string> = { mtn: 'MTN', airtel: 'Airtel' };

export type NumberCheck =
  | { ok: true; /** E.164, e.g. +256772000001 */ e164: string; /** what MoMo's partyId takes: digits only, no '+' */ msisdn: string }
  | { ok: false; message: string };

/**
 * Puts a mobile-money number into international form for the payment's country and checks that
 * it belongs to the chosen network. Accepts what people type: "0772 000 001", "+256772000001",
 * "256772000001".
 */
export function checkMobileNumber(input: string, country: CountryCode, network: MobileNetwork): NumberCheck {
  const example = country === 'UG' ? '0772 123 456' : '0788 123 456';
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  if (!parsed || !parsed.isValid()) {
    return { ok: false, message: `Enter a ${COUNTRY_NAMES[country]} mobile number, for example ${example}.` };
  }
  if (parsed.country !== country) {
    return { ok: false, message: `This number is not ${COUNTRY_NAMES[country]}: pay in the currency of the number's country, or use a ${COUNTRY_NAMES[country]} number.` };
  }
  const type = parsed.getType();
  const prefix = parsed.nationalNumber.slice(0, 2);
  if ((type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') || !NETWORK_PREFIXES[country][network].includes(prefix)) {
    return { ok: false, message: `This is not an ${NETWORK_NAMES[network]} number. Check the number or choose the other provider.` };
  }
  return { ok: true, e164: parsed.number, msisdn: parsed.number.slice(1) };
}

/**
 * The contact phone in international form (E.164) for the provider's billing address: a number
 * typed in national form ("0772 …") is read as the payment's country's. A number that cannot be
 * read is sent as typed (the contact phone is not checked against a network).
 */
export function internationalPhone(input: string, country: CountryCode): string {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed && parsed.isPossible() ? parsed.number : input.trim();
}
