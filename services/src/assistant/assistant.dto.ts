import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { CURRENCIES, type Currency } from '../catalog/catalog.data';
import { Stacked, trim } from '../common/text-fields';

export const MESSAGE_MAX = 1000;
/** No control characters but tab and line breaks, and no replacement character (what bytes that were not text leave). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const READABLE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]*$/;
/** No tag, closing tag, comment or processing instruction: the assistant answers words, not markup ("a < b" is fine). */
const NO_MARKUP = /^(?![\s\S]*<\s*[a-zA-Z!/?])[\s\S]*$/;

/** The visitor's message: trimmed, present, at most 1,000 characters, plain text. */
function ChatText(label: string) {
  return Stacked(
    ApiProperty({ maxLength: MESSAGE_MAX, example: 'Have you worked for farms?' }),
    Transform(trim),
    Matches(NO_MARKUP, { message: `${label} must be plain text, without markup` }),
    Matches(READABLE, { message: `${label} must be readable text, without control characters` }),
    MaxLength(MESSAGE_MAX, { message: `${label} must be at most ${MESSAGE_MAX} characters` }),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} is required` }),
  );
}

export const SENDERS = ['visitor', 'assistant'] as const;
export type Sender = (typeof SENDERS)[number];

export class LeadDto {
  @ApiProperty({ example: 'Jane' }) name: string;
  @ApiProperty({ type: String, nullable: true, description: 'International form, checked for its country.', example: '+256772123456' }) phone: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'jane@kawa.ug' }) email: string | null;
  @ApiProperty({
    enum: ['confirm', 'sent'],
    description: '`confirm`: the assistant asked whether to pass this on; `sent`: the inquiry exists.',
  })
  status: 'confirm' | 'sent';
  @ApiPropertyOptional({ description: 'The inquiry made from the conversation (status `sent`).' }) inquiryId?: string;
}

/** A lead as the widget sends it back in the history (checked again by the server before use). */
export class LeadInHistoryDto {
  @IsString() @MaxLength(200) name: string;
  @IsOptional() @IsString() @MaxLength(40) phone: string | null;
  @IsOptional() @IsString() @MaxLength(254) email: string | null;
  @IsIn(['confirm', 'sent']) status: 'confirm' | 'sent';
  @IsOptional() @IsString() @MaxLength(64) inquiryId?: string;
}

/** One earlier turn of the conversation, as the widget keeps it (the transcript staff read). */
export class HistoryTurnDto {
  @ApiProperty({ enum: SENDERS }) @IsIn(SENDERS, { message: 'sender must be visitor or assistant' }) sender: Sender;

  @ApiProperty({ maxLength: 4000 })
  @IsString({ message: 'text is required' })
  @MaxLength(4000, { message: 'text must be at most 4000 characters' })
  text: string;

  @ApiPropertyOptional({ type: LeadDto, description: 'The lead the assistant asked to confirm in this turn.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => LeadInHistoryDto)
  lead?: LeadInHistoryDto;
}


export class AssistantMessageDto {
  @ApiProperty({ minLength: 8, maxLength: 100, description: 'One id per conversation (a UUID the widget makes per tab).', example: '4f0c1a8e-9d0b-4a55-9d3b-2f7d1c0e5a11' })
  @Matches(/^[A-Za-z0-9-]{8,100}$/, { message: 'conversationId must be 8 to 100 letters, digits or dashes' })
  @IsString({ message: 'conversationId is required' })
  conversationId: string;

  @ChatText('message')
  message: string;

  @ApiProperty({ enum: CURRENCIES, enumName: 'Currency' })
  @IsIn(CURRENCIES, { message: 'currency must be UGX or RWF' })
  currency: Currency;

  @ApiPropertyOptional({ type: [HistoryTurnDto], maxItems: 60, description: 'The conversation so far, oldest first (the greeting may be left out).' })
  @IsOptional()
  @IsArray({ message: 'history must be a list' })
  @ArrayMaxSize(60, { message: 'history must have at most 60 turns' })
  @ValidateNested({ each: true })
  @Type(() => HistoryTurnDto)
  history?: HistoryTurnDto[];
}

export class ReplyLinkDto {
  @ApiProperty({ example: 'Green Wave Farm Branding' }) label: string;
  @ApiProperty({ example: '/portfolio/greenwave', description: 'A path on this site, or a tel:, mailto: or https://wa.me/ link.' }) href: string;
}

export class ReplyPriceDto {
  @ApiProperty({ example: 'kit-essential' }) key: string;
  @ApiProperty({ example: 'Essential Kit' }) name: string;
  @ApiProperty({ enum: CURRENCIES, enumName: 'Currency' }) currency: Currency;
  @ApiProperty({ example: 180000, description: 'The catalog amount, in whole units of the currency.' }) amount: number;
  @ApiProperty({ example: '/pricing' }) href: string;
}

export class AssistantReplyDto {
  @ApiProperty({ description: 'Plain text; line breaks are kept when shown.' }) text: string;
  @ApiProperty({ type: [ReplyLinkDto] }) links: ReplyLinkDto[];
  @ApiPropertyOptional({ type: [ReplyPriceDto], description: 'Catalog prices in the visitor’s currency (the pricing reply).' }) prices?: ReplyPriceDto[];
  @ApiPropertyOptional({ type: LeadDto, description: 'What the assistant understood of the visitor’s details.' }) lead?: LeadDto;
}
