import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { userOfAuthorization, type AuthUser } from './token';

export type AuthenticatedRequest = Request & { user?: AuthUser };

/**
 * Lets a request through only with `Authorization: Bearer <token>` from verify-code, and puts
 * the user on the request for `@CurrentUser()`. Depends on AppConfig only, so any module may use it.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = userOfAuthorization(req.header('authorization'), this.config.jwtSecret);
    if (!user) throw new UnauthorizedException('Please sign in to continue.');
    req.user = user;
    return true;
  }
}
