import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Lifecycle } from '../lifecycle/lifecycle';
import type { Response } from 'express';
import { DatabaseProbe } from './database-probe';
import { HealthDto, LiveDto, ReadyDto } from './health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly startedAt = Date.now();

  constructor(
    private readonly probe: DatabaseProbe,
    private readonly lifecycle: Lifecycle,
  ) {}

  /** 200 when the database answers (checked at most once a second), 503 otherwise. Kept as it was for existing monitors; probes use live/ready. */
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
      uptimeSeconds: this.uptime(),
    };
  }

  /**
   * Liveness: the process answers. Never asks the database: a database outage must not make an
   * orchestrator restart every replica (they recover by themselves when it returns).
   */
  @Get('live')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The process answers.', type: LiveDto })
  live(): LiveDto {
    return { status: 'ok', uptimeSeconds: this.uptime() };
  }

  /** Readiness: send this replica requests. 503 while the database does not answer or the replica drains (SIGTERM). */
  @Get('ready')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Ready for requests.', type: ReadyDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer, or the replica is shutting down.', type: ReadyDto })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadyDto> {
    const draining = this.lifecycle.draining;
    const up = draining ? false : await this.probe.isUp();
    const ok = up && !draining;
    if (!ok) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: ok ? 'ready' : 'not-ready',
      draining,
      database: draining ? 'unchecked' : up ? 'up' : 'down',
    };
  }

  private uptime(): number {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }
}
