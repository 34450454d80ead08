import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs a property's checks bottom-up and only the first failure is reported, so the
// presence check sits lowest and the finer checks above it.
/** Spec 5.2: values trimmed, then presence; the e-mail needs the shape text@text.text. */
export class ContactDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name: string;

  @ApiProperty({ maxLength: 254, example: 'amina@example.com' })
  @Transform(trim)
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;

  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @MaxLength(300, { message: 'Subject must be at most 300 characters' })
  @IsNotEmpty({ message: 'Subject is required' })
  @IsString({ message: 'Subject is required' })
  subject: string;

  @ApiProperty({ maxLength: 10000 })
  @Transform(trim)
  @MaxLength(10000, { message: 'Message must be at most 10000 characters' })
  @IsNotEmpty({ message: 'Message is required' })
  @IsString({ message: 'Message is required' })
  message: string;
}
