import { ApiProperty } from '@nestjs/swagger';

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty({ enum: ['pglite', 'postgres'] })
  driver: string;
}

/** GET /api/health, with 200 or 503. */
export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status: 'ok' | 'degraded';

  @ApiProperty({ type: DatabaseHealthDto })
  database: DatabaseHealthDto;

  @ApiProperty({ example: 42 })
  uptimeSeconds: number;
}

/** GET /api/health/live: always 200 while the process answers. */
export class LiveDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ example: 42 })
  uptimeSeconds: number;
}

/** GET /api/health/ready, with 200 or 503. */
export class ReadyDto {
  @ApiProperty({ enum: ['ready', 'not-ready'] })
  status: 'ready' | 'not-ready';

  @ApiProperty({ description: 'Shutting down (SIGTERM): finishing the requests in flight.' })
  draining: boolean;

  @ApiProperty({ enum: ['up', 'down', 'unchecked'] })
  database: 'up' | 'down' | 'unchecked';
}
