import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { LIST, LONG, MEDIUM, SHORT } from './limits';

/** A client's quote on the home page. */
export class TestimonialFieldsDto {
  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  name: string;

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @MaxLength(SHORT)
  role: string;

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @MaxLength(SHORT)
  company: string;

  @ApiProperty({ maxLength: MEDIUM })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MEDIUM)
  quote: string;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: 5 })
  @ValidateIf((_, v) => v !== null)
  @IsInt()
  @Min(1)
  @Max(5)
  rating: number | null;
}

/** A counter of the home page ("70+ Projects Completed"). */
export class StatisticFieldsDto {
  @ApiProperty({ example: 70 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1e12)
  value: number;

  @ApiProperty({ maxLength: 10, example: '+' })
  @IsString()
  @MaxLength(10)
  suffix: string;

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  label: string;
}

export class OfferingFieldsDto {
  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  title: string;

  @ApiProperty({ maxLength: MEDIUM })
  @IsString()
  @MaxLength(MEDIUM)
  description: string;
}

/** The facts of a service page: what is offered, and the price as text. */
export class ServiceFieldsDto {
  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  title: string;

  @ApiProperty({ type: [OfferingFieldsDto], maxItems: LIST })
  @IsArray()
  @ArrayMaxSize(LIST)
  @ValidateNested({ each: true })
  @Type(() => OfferingFieldsDto)
  offerings: OfferingFieldsDto[];

  @ApiProperty({ type: 'string', nullable: true, maxLength: LONG })
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(LONG)
  priceText: string | null;
}
