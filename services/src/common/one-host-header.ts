import { BadRequestException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * RFC 9112 3.2: a request with more than one Host header gets 400. Node keeps only the first in
 * `req.headers`, while a proxy or cache in front may read the other: the raw list tells. The gateway
 * refuses these for every address (packages/gateway/src/edge/hostile-requests.js); this guard covers a
 * client that reaches the API's routes directly, and its refusal goes
 * through the exception filter (one error shape, the request id).
 */
@Injectable()
export class OneHostHeaderGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const raw = context.getArgByIndex<Request>(0).rawHeaders;
    let hosts = 0;
    for (let i = 0; i < raw.length; i += 2) {
      if (raw[i].length === 4 && raw[i].toLowerCase() === 'host') hosts += 1;
    }
    if (hosts > 1) throw new BadRequestException('A request may carry one Host header only.');
    return true;
  }
}
