import { ForbiddenException, Injectable, SetMetadata, UnsupportedMediaTypeException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { is as typeIs } from 'type-is';
import { AppConfig } from '../config/app-config';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Metadata keys, read by the guards below and by the contract (contract/common-answers.ts). */
export const CROSS_SITE_ALLOWED = 'crossSiteAllowed';
export const BODY_TYPE = 'bodyType';

/** A route called server to server (the payment provider's IPN): no browser, so no cross-site check. */
export const CrossSiteAllowed = () => SetMetadata(CROSS_SITE_ALLOWED, true);

/** The media type a state-changing route reads; every other such route reads application/json. */
export const AcceptsBody = (type: 'multipart/form-data' | 'application/json') => SetMetadata(BODY_TYPE, type);

const stateChanging = (context: ExecutionContext) => {
  // The request as the first argument: switchToHttp() makes three closures per call, on every request.
  const req = context.getArgByIndex<Request>(0);
  return STATE_CHANGING.has(req.method) ? req : null;
};

/**
 * Refuses writes another site makes a visitor's browser send (a form posted from evil.example,
 * mail spam through our server): `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither this
 * site (its Host, as the browser addressed it) nor PUBLIC_URL nor an origin in CORS_ORIGINS.
 * Clients that are not browsers send neither header and are not affected.
 */
@Injectable()
export class SameSiteGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = stateChanging(context);
    if (!req || this.reflector.getAllAndOverride<boolean>(CROSS_SITE_ALLOWED, [context.getHandler(), context.getClass()])) return true;
    const origin = req.headers.origin;
    if (origin !== undefined && this.config.corsOrigins.includes(origin)) return true;
    if (req.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !this.isOwn(origin, req))) {
      throw new ForbiddenException('Requests from other sites are not accepted.');
    }
    return true;
  }

  private isOwn(origin: string, req: Request): boolean {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false; // "null" (sandboxed frames, file: pages) or garbage
    }
    // The gateway and nginx pass the browser's Host on (X-Forwarded-Host too); a page cannot forge either.
    const forwardedHost = req.headers['x-forwarded-host'];
    const own = [req.headers.host, (typeof forwardedHost === 'string' ? forwardedHost : undefined)?.split(',')[0]?.trim(), new URL(this.config.publicUrl).host];
    return own.includes(host);
  }
}

/**
 * JSON routes take only application/json and the inquiry only multipart/form-data (415 otherwise):
 * a plain HTML form from another site cannot send JSON, and a body is never read as a type the
 * route did not declare. Requests without a body pass; they fail validation on their own.
 */
@Injectable()
export class BodyTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = stateChanging(context);
    if (!req) return true;
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody) return true;
    const expected = this.reflector.getAllAndOverride<string>(BODY_TYPE, [context.getHandler(), context.getClass()]) ?? 'application/json';
    if (!typeIs(req.headers['content-type'] ?? '', [expected])) throw new UnsupportedMediaTypeException(`Send this request as ${expected}.`);
    return true;
  }
}
