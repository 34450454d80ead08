import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

// class-validator runs a property's checks bottom-up and only the first failure is reported, so the
// presence check sits lowest and the finer checks above it.
export class RequestCodeDto {
  @ApiProperty({ example: 'amina@example.com', maxLength: 254 })
  @Transform(trimLower)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;
}

export class VerifyCodeDto extends RequestCodeDto {
  @ApiProperty({ example: '042917', description: 'The 6-digit code from the e-mail.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code' })
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: 'Code is required' })
  code: string;
}

export class TokenDto {
  @ApiProperty({ description: 'A signed token (JWT) to send as `Authorization: Bearer <token>`.' })
  token: string;
}

export class MessageDto {
  @ApiProperty()
  message: string;
}

export class UserDto {
  @ApiProperty({ example: 'amina@example.com' })
  email: string;
}
