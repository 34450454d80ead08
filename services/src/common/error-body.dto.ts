import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ErrorBody } from './error-body';

/** The one error shape (error-body.ts) as the contract describes it, for every error answer. */
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ description: 'A sentence to show the visitor.', example: 'Please enter a valid email address' })
  message: string;

  @ApiPropertyOptional({
    description: 'Validation failures: the messages of each field, first message first.',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Please enter a valid email address'] },
  })
  errors?: Record<string, string[]>;

  @ApiProperty({ description: 'Ties a report from a visitor to the server log line.', example: 'b2f4c1d0-5e6a-4c3b-9a1f-0d2e3f4a5b6c' })
  requestId: string;
}
