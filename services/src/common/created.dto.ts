import { ApiProperty } from '@nestjs/swagger';

/** The answer to a stored submission (contact message, inquiry): its id. */
export class CreatedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}
