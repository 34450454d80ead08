import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Spec 5.2: values trimmed, then presence; the e-mail needs the shape text@text.text. */
export class ContactDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  name: string;

  @ApiProperty({ maxLength: 254, example: 'amina@example.com' })
  @Transform(trim)
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsString({ message: 'Subject is required' })
  @IsNotEmpty({ message: 'Subject is required' })
  @MaxLength(300, { message: 'Subject must be at most 300 characters' })
  subject: string;

  @ApiProperty({ maxLength: 10000 })
  @Transform(trim)
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(10000, { message: 'Message must be at most 10000 characters' })
  message: string;
}
