import { applyDecorators, ForbiddenException, Injectable, Logger, UnauthorizedException, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthenticatedRequest } from '../auth';
import { userOfAuthorization } from '../auth/token';
import { AppConfig } from '../config/app-config';

export const NOT_STAFF = 'This area is for Nyota Creative staff only.';

/** Whether `email` is staff now: STAFF_EMAILS, compared in lower case. */
export function isStaff(config: AppConfig, email: string): boolean {
  return config.staffEmails.includes(email.trim().toLowerCase());
}

/**
 * The back office's door. On every request: a valid sign-in token (401 otherwise), and its
 * address in STAFF_EMAILS as configured now (403 otherwise). Nothing in the token says "staff":
 * the token only proves the address, so removing an address from STAFF_EMAILS locks it out at
 * the next start whatever tokens it holds, and no claim added to a token can let anyone in.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  private readonly logger = new Logger('StaffGuard');

  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const req = http.getRequest<AuthenticatedRequest>();
    // Every answer of the back office, refusals included, is private to this person and moment:
    // no browser, proxy or server-render cache may keep it, and no search engine index it.
    const res = http.getResponse<Response>();
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const user = userOfAuthorization(req.header('authorization'), this.config.jwtSecret);
    if (!user) throw new UnauthorizedException('Please sign in to continue.');
    if (!isStaff(this.config, user.email)) {
      this.logger.warn(`refused ${user.email}: not in STAFF_EMAILS (${req.method} ${req.path})`);
      throw new ForbiddenException(NOT_STAFF);
    }
    req.user = { email: user.email.toLowerCase() };
    return true;
  }
}

/** Puts a controller behind StaffGuard and says so in the OpenAPI description. */
export const StaffOnly = () =>
  applyDecorators(
    UseGuards(StaffGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No valid sign-in token.' }),
    ApiForbiddenResponse({ description: `Signed in, but the address is not in STAFF_EMAILS: "${NOT_STAFF}"` }),
  );
