import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-error-responses';
import { AppConfig } from '../config/app-config';
import type { LimitedWrite } from '../config/exposure-settings';
import { RateLimiter } from './rate-limiter';

/** Metadata key, read by the guard below and by the contract (contract/common-answers.ts). */
export const LIMITED_WRITE = 'limitedWrite';

/**
 * Counts every request of the route per client IP in the shared limiter store (Redis when
 * REDIS_URL is set) and answers 429 with Retry-After past the limit of `kind` (config
 * writeLimits). A guard runs before interceptors, so a refused upload is never read.
 */
export const LimitWritesPerIp = (kind: LimitedWrite) =>
  applyDecorators(
    SetMetadata(LIMITED_WRITE, kind),
    UseGuards(WriteRateLimitGuard),
    ApiErrors({ 429: 'Too many requests from this client (Retry-After says when to try again).' }),
  );

@Injectable()
export class WriteRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<LimitedWrite | undefined>(LIMITED_WRITE, context.getHandler());
    if (!kind) return true;
    const { perIp, windowSeconds } = this.config.writeLimits[kind];
    await this.limiter.hit(`${kind}:ip:${context.switchToHttp().getRequest<Request>().ip}`, perIp, windowSeconds);
    return true;
  }
}
