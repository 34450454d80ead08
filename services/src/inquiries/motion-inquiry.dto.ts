import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { RequiredEmail, RequiredText, trim } from '../common/text-fields';
import { BUDGET_RANGES, NEEDS_SCRIPT, PLATFORMS, PROJECT_TYPES } from './inquiry-options';


/** platforms arrives as a JSON-encoded list (spec 7); anything unreadable stays a string and fails IsArray. */
const parseJsonList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * "Not in the past" for a visitor anywhere: the date picker's minimum is the visitor's local
 * today, which is yesterday in UTC for the Americas, so the earliest time zone's today counts.
 */
@ValidatorConstraint({ name: 'notInPast' })
class NotInPast implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    const earliestToday = new Date(Date.now() - 12 * 3600 * 1000).toISOString().slice(0, 10);
    return value >= earliestToday;
  }
}

@ValidatorConstraint({ name: 'realDate' })
class RealDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }
}

// class-validator runs a property's checks bottom-up and only the first failure is reported, so the
// presence check sits lowest and the finer checks above it.
/** Field names and required messages are those of spec 7 and 5.1. */
export class MotionInquiryDto {
  @RequiredText('Name', 200)
  name: string;

  @RequiredEmail(IsEmail({}, { message: 'Please enter a valid email address' }))
  email: string;

  @RequiredText('Business name', 200)
  businessName: string;

  @ApiProperty({ enum: PROJECT_TYPES, enumName: 'ProjectType' })
  @IsIn(PROJECT_TYPES, { message: 'Please choose a project type from the list' })
  @IsNotEmpty({ message: 'Project type is required' })
  @IsString({ message: 'Project type is required' })
  projectType: string;

  // Sent as one form field holding JSON (the body's `encoding` says so), e.g. ["Instagram","TikTok"].
  @ApiProperty({ enum: PLATFORMS, enumName: 'Platform', isArray: true, minItems: 1, maxItems: PLATFORMS.length, uniqueItems: true, example: ['Instagram', 'TikTok'] })
  @Transform(parseJsonList)
  @IsIn(PLATFORMS, { each: true, message: 'Please choose platforms from the list' })
  @ArrayUnique({ message: 'Please choose each platform once' })
  @ArrayMaxSize(PLATFORMS.length, { message: 'Please choose platforms from the list' })
  @ArrayNotEmpty({ message: 'At least one platform is required' })
  @IsArray({ message: 'At least one platform is required' })
  platforms: string[];

  @RequiredText('Duration', 200, { example: '60 seconds' })
  duration: string;

  @ApiProperty({ enum: NEEDS_SCRIPT, enumName: 'NeedsScript', description: 'yes = "Yes, I need help", no = "No, I have a script"' })
  @IsIn(NEEDS_SCRIPT, { message: 'Please specify if you need a script' })
  @IsString({ message: 'Please specify if you need a script' })
  needsScript: string;

  @ApiProperty({ format: 'date', example: '2030-01-31' })
  @Transform(trim)
  @Validate(NotInPast, { message: 'Deadline cannot be in the past' })
  @Validate(RealDate, { message: 'Please enter a valid date' })
  @IsNotEmpty({ message: 'Deadline is required' })
  @IsString({ message: 'Deadline is required' })
  deadline: string;

  @ApiProperty({ enum: BUDGET_RANGES, enumName: 'BudgetRange' })
  @IsIn(BUDGET_RANGES, { message: 'Please choose a budget range from the list' })
  @IsNotEmpty({ message: 'Budget range is required' })
  @IsString({ message: 'Budget range is required' })
  budgetRange: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(5000, { message: 'Additional details must be at most 5000 characters' })
  @IsString({ message: 'Additional details must be text' })
  additionalDetails?: string;
}
