import { ApiProperty } from '@nestjs/swagger';
import { MAIL_KINDS } from '../mail/mail-kind';

/** A mail the outbox gave up on after MAIL_RETRY_HOURS of retries. */
export class AdminFailedMailDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: MAIL_KINDS, description: 'What the mail was: a sign-in code, the notice of a contact message, of a motion inquiry or of a lead the site assistant passed on.' })
  kind: string;

  @ApiProperty({ example: 'h•••@nyotacreative.com', description: 'The recipient, masked: first letter and domain.' })
  to: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ description: 'Attempts made before it was given up.' })
  attempts: number;

  @ApiProperty({ type: String, nullable: true, description: "The mail server's last answer (or the connection error)." })
  lastError: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was queued (or last put back).' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', description: 'When its last attempt was due (it was given up then).' })
  lastTriedAt: string;
}

export class AdminFailedMailListDto {
  @ApiProperty({ type: [AdminFailedMailDto], description: 'The 100 given up last, newest first.' })
  items: AdminFailedMailDto[];

  @ApiProperty({ description: 'Every failed mail, listed or not.' })
  total: number;
}
