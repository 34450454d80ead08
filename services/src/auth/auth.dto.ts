import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class RequestCodeDto {
  @ApiProperty({ example: 'amina@example.com', maxLength: 254 })
  @Transform(trimLower)
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

export class VerifyCodeDto extends RequestCodeDto {
  @ApiProperty({ example: '042917', description: 'The 6-digit code from the e-mail.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Code is required' })
  @IsNotEmpty({ message: 'Code is required' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code' })
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
