import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Decorators listed as they would be stacked over a property (top first). A stack is applied
 * bottom-up and class-validator keeps that order, and the pipe reports only the first failure,
 * so the presence check goes last and the finer checks above it.
 */
export function Stacked(...decorators: PropertyDecorator[]) {
  return applyDecorators(...[...decorators].reverse());
}

/** A required text field (spec 5.1/5.2): trimmed, then present, then at most `maxLength` characters. */
export function RequiredText(label: string, maxLength: number, api: ApiPropertyOptions = {}) {
  return Stacked(
    ApiProperty({ maxLength, ...api }),
    Transform(trim),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} is required` }),
  );
}

/** A required e-mail address, trimmed; `shape` is the form's own rule for what an address looks like. */
export function RequiredEmail(shape: PropertyDecorator) {
  return Stacked(
    ApiProperty({ maxLength: 254, example: 'amina@example.com' }),
    Transform(trim),
    shape,
    MaxLength(254, { message: 'Please enter a valid email address' }),
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Email is required' }),
  );
}
