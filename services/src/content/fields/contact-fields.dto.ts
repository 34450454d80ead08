import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { SHORT } from './limits';

/**
 * A phone number as the site shows it: "+", the country code, then digit groups separated by one
 * space ("+250 788 412 630"), 8 to 15 digits in all (E.164's most). Its tel: and wa.me links are
 * its digits (content/contact-details.ts).
 */
export const PHONE_DISPLAY = /^(?=(?:\D*\d){8,15}\D*$)\+[1-9]\d*(?: \d+)*$/;
/** The longest PHONE_DISPLAY: 15 digits, 14 spaces and the plus. */
export const MAX_PHONE_DISPLAY = 30;
/** A country as ISO 3166-1 alpha-2, in capitals ("RW", "UG"). */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const MAX_PHONES = 6;
export const MAX_OFFICES = 4;

const PHONE_DOC = { pattern: PHONE_DISPLAY.source, maxLength: MAX_PHONE_DISPLAY, example: '+250 788 412 630' } as const;
const phoneMessage = (field: string) => `${field} must be a phone number as shown, like +250 788 412 630: a + and 8 to 15 digits in groups separated by single spaces`;
const countryMessage = (field: string) => `${field} must be a country's two capital letters, like RW`;

/** `mainLine` names one of `phones` (its display text): the number the assistant offers to call. */
function IsOneOfThePhones() {
  return ValidateBy({
    name: 'isOneOfThePhones',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const phones = (args?.object as { phones?: unknown }).phones;
        return Array.isArray(phones) && phones.some((p) => p && typeof p === 'object' && (p as { display?: unknown }).display === value);
      },
      defaultMessage: () => 'mainLine must be the number of one of the phones, as written there',
    },
  });
}

export class ContactPhoneFieldsDto {
  @ApiProperty({ maxLength: SHORT, example: 'Rwanda' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  country: string;

  @ApiProperty({ pattern: COUNTRY_CODE.source, example: 'RW', description: 'ISO 3166-1 alpha-2, in capitals.' })
  @IsString()
  @Matches(COUNTRY_CODE, { message: countryMessage('countryCode') })
  countryCode: string;

  @ApiProperty({ ...PHONE_DOC, description: 'The number as shown; its tel: link is made from its digits.' })
  @IsString()
  @MaxLength(MAX_PHONE_DISPLAY, { message: phoneMessage('display') })
  @Matches(PHONE_DISPLAY, { message: phoneMessage('display') })
  display: string;
}

export class ContactOfficeFieldsDto {
  @ApiProperty({ maxLength: SHORT, example: 'Kigali' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  locality: string;

  @ApiProperty({ pattern: COUNTRY_CODE.source, example: 'RW', description: 'ISO 3166-1 alpha-2, in capitals.' })
  @IsString()
  @Matches(COUNTRY_CODE, { message: countryMessage('country') })
  country: string;

  @ApiProperty(PHONE_DOC)
  @IsString()
  @MaxLength(MAX_PHONE_DISPLAY, { message: phoneMessage('phone') })
  @Matches(PHONE_DISPLAY, { message: phoneMessage('phone') })
  phone: string;
}

/** An https:// address (a fresh object each time: validator.js fills its defaults into the options). */
const httpsOnly = () => ({ protocols: ['https'], require_protocol: true });
const socialMessage = (field: string) => `${field} must be an https:// address`;

export class ContactSocialsFieldsDto {
  @ApiProperty({ maxLength: 500, example: 'https://www.facebook.com/nyotacreative' })
  @IsUrl(httpsOnly(), { message: socialMessage('facebook') })
  @MaxLength(500)
  facebook: string;

  @ApiProperty({ maxLength: 500, example: 'https://www.instagram.com/nyotacreative' })
  @IsUrl(httpsOnly(), { message: socialMessage('instagram') })
  @MaxLength(500)
  instagram: string;

  @ApiProperty({ maxLength: 500, example: 'https://www.linkedin.com/company/nyotacreative' })
  @IsUrl(httpsOnly(), { message: socialMessage('linkedin') })
  @MaxLength(500)
  linkedin: string;
}

/**
 * The agency's contact details (one entry, slug `agency`): what the footer, the contact page, the
 * structured data and the assistant show. A new number is published, not released.
 */
export class ContactFieldsDto {
  @ApiProperty({ maxLength: SHORT, example: 'hello@nyotacreative.com' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email: string;

  @ApiProperty({ maxLength: SHORT, example: 'Kampala, Uganda' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  location: string;

  @ApiProperty({ type: [ContactPhoneFieldsDto], minItems: 1, maxItems: MAX_PHONES })
  @IsArray()
  @ArrayMinSize(1, { message: 'phones must have at least one number' })
  @ArrayMaxSize(MAX_PHONES, { message: `phones must have at most ${MAX_PHONES} numbers` })
  @ValidateNested({ each: true })
  @Type(() => ContactPhoneFieldsDto)
  phones: ContactPhoneFieldsDto[];

  @ApiProperty({ ...PHONE_DOC, description: 'The display text of one of `phones`: the number the assistant offers to call.' })
  @IsString()
  @MaxLength(MAX_PHONE_DISPLAY, { message: phoneMessage('mainLine') })
  @Matches(PHONE_DISPLAY, { message: phoneMessage('mainLine') })
  @IsOneOfThePhones()
  mainLine: string;

  @ApiProperty({ ...PHONE_DOC, description: 'The WhatsApp number as shown; its wa.me link is made from its digits.' })
  @IsString()
  @MaxLength(MAX_PHONE_DISPLAY, { message: phoneMessage('whatsapp') })
  @Matches(PHONE_DISPLAY, { message: phoneMessage('whatsapp') })
  whatsapp: string;

  @ApiProperty({ type: [ContactOfficeFieldsDto], minItems: 1, maxItems: MAX_OFFICES })
  @IsArray()
  @ArrayMinSize(1, { message: 'offices must have at least one office' })
  @ArrayMaxSize(MAX_OFFICES, { message: `offices must have at most ${MAX_OFFICES} offices` })
  @ValidateNested({ each: true })
  @Type(() => ContactOfficeFieldsDto)
  offices: ContactOfficeFieldsDto[];

  @ApiProperty({ type: ContactSocialsFieldsDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ContactSocialsFieldsDto)
  socials: ContactSocialsFieldsDto;
}
