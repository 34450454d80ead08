import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { AppConfig } from '../config/app-config';
import { writeLogsSynchronously } from '../logging/logger';
import { HttpDrain } from './drain';

/**
 * The replica's life: ready once started, not ready from the shutdown signal on. On SIGTERM (Nest's
 * shutdown hooks, enableShutdownHooks) the HTTP server is drained before any module lets go of the
 * database, Redis or its workers: Nest calls beforeApplicationShutdown on every provider before
 * onApplicationShutdown on any. One log line per step.
 */
@Injectable()
export class Lifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private drain?: HttpDrain;
  private stopping = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: AppConfig,
  ) {}

  /** False from the shutdown signal on: /api/health/ready answers 503, and the balancers stop sending. */
  get draining(): boolean {
    return this.stopping;
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (server && typeof server.closeIdleConnections === 'function') this.drain = new HttpDrain(server);
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.stopping = true;
    // app.close() without a signal (tests, a failed start) has nobody to drain for.
    if (!signal || !this.drain) return;
    // Every line from here to the exit is written as it is logged: process.exit() follows the last
    // one at once, and an asynchronous write still in flight then was lost with the lines behind it.
    await writeLogsSynchronously();
    this.logger.log(`${signal} received: not ready from now on`);
    await this.drain.finish({
      delayMs: this.config.shutdownDelayMs,
      timeoutMs: this.config.shutdownTimeoutMs,
      log: (step) => this.logger.log(step),
    });
    this.logger.log('closing workers, Redis and the database');
  }
}
