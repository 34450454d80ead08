import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DatabaseProbe } from './database-probe';
import { HealthDto } from './health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly startedAt = Date.now();

  constructor(private readonly probe: DatabaseProbe) {}

  /** 200 when the database answers (checked at most once a second), 503 otherwise, so a load balancer takes the replica out. */
  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The API and its database answer.', type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.', type: HealthDto })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const up = await this.probe.isUp();
    if (!up) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: up ? 'ok' : 'degraded',
      database: { status: up ? 'up' : 'down', driver: this.probe.driver },
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
