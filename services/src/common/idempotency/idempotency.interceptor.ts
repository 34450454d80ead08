import {
  BadRequestException,
  ConflictException,
  HttpStatus,
  Injectable,
  Logger,
  UnprocessableEntityException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { userOfAuthorization } from '../../auth/token';
import { AppConfig } from '../../config/app-config';
import { Database } from '../../database/database';
import { setClaimedKey } from './claimed-key';
import { IDEMPOTENT_ATOMIC, IDEMPOTENT_ROUTE } from './idempotent-route';
import { IdempotencyStore, requestHash } from './idempotency-store';

/** The header's value: what clients make (a UUID) and a little more, never a blob. */
const KEY = /^[\x21-\x7e]{8,200}$/;

/** What this interceptor reads of express's request (a multipart one carries its files). */
interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  body?: unknown;
  files?: unknown;
  file?: unknown;
}

/** What it sets on express's answer: the replay header. */
interface ResponseLike {
  header?(name: string, value: string): unknown;
}

type UploadedFile = { fieldname?: string; originalname?: string; size?: number };

/** The files of a multipart request, as far as the same request must carry the same ones. */
function filesOf(req: RequestLike): unknown {
  const list = Array.isArray(req.files) ? req.files : req.files && typeof req.files === 'object' ? Object.values(req.files).flat() : req.file ? [req.file] : [];
  return (list as UploadedFile[]).map((f) => [f.fieldname, f.originalname, f.size]);
}

/**
 * Idempotency-Key on a write route (see ./README.md): the same key from the same caller on the same
 * route gets the first answer again and runs the handler once; another body with a used key gets
 * 422; a key whose first request is still running gets 409. Without the header the route works as
 * before. Only successful answers are kept: a refused or failed request changes nothing (or, for a
 * payment, closed it as failed), so the key is released and may be sent again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');
  private readonly store: IdempotencyStore;
  private claims = 0;

  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {
    this.store = new IdempotencyStore(db);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.run(context, next));
  }

  private async run(context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<RequestLike>();
    const raw = req.headers['idempotency-key'];
    if (raw === undefined) return lastValueFrom(next.handle(), { defaultValue: undefined });
    const key = Array.isArray(raw) ? raw.join(',') : raw.trim();
    if (!KEY.test(key)) {
      throw new BadRequestException({ message: 'Idempotency-Key must be 8 to 200 visible characters (a UUID is best).', errors: { 'Idempotency-Key': ['Idempotency-Key must be 8 to 200 visible characters'] } });
    }
    const handler = context.getHandler();
    const route = this.reflector.get<string>(IDEMPOTENT_ROUTE, handler) ?? `${context.getClass().name}.${handler.name}`;
    // The caller: a signed-in account wherever it connects from, else the client's address.
    const user = userOfAuthorization(typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined, this.config.jwtSecret);
    const scope = `${route}|${user ? `account:${user.email.toLowerCase()}` : `ip:${req.ip ?? ''}`}`;
    const hash = requestHash({ body: req.body ?? null, files: filesOf(req) });

    if (++this.claims % 100 === 0) void this.store.purgeExpired().catch((error: Error) => this.logger.warn(`purge: ${error.message}`));
    if (this.reflector.get<boolean>(IDEMPOTENT_ATOMIC, handler)) {
      // The claim waits for another request holding the same key (its transaction) and then sees
      // its answer; a request whose replica died rolled back with its writes, so the key is free.
      return this.db.unitOfWork(() => this.once(http, next, handler, route, scope, key, hash, true));
    }
    return this.once(http, next, handler, route, scope, key, hash, false);
  }

  private async once(
    http: ReturnType<ExecutionContext['switchToHttp']>,
    next: CallHandler,
    handler: object,
    route: string,
    scope: string,
    key: string,
    hash: string,
    atomic: boolean,
  ): Promise<unknown> {
    const claim = await this.store.claim(scope, key, hash);
    if (claim.kind === 'other-request') {
      throw new UnprocessableEntityException({ message: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.' });
    }
    if (claim.kind === 'in-flight') {
      throw new ConflictException({ message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.' });
    }
    if (claim.kind === 'replay') {
      http.getResponse<ResponseLike>().header?.('Idempotent-Replayed', 'true');
      return claim.body;
    }
    setClaimedKey(http.getRequest<object>(), `${scope}|${key}`);
    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.store.complete(scope, key, this.statusOf(handler), body);
      return body;
    } catch (error) {
      // In a unit of work the rollback releases the key (with the handler's writes).
      if (atomic) throw error;
      await this.store.release(scope, key).catch((e: Error) => this.logger.warn(`release ${route}: ${e.message}`));
      throw error;
    }
  }

  /** The route's success status (@HttpCode, else Nest's default: 201 for POST). */
  private statusOf(handler: object): number {
    const code = this.reflector.get<number>(HTTP_CODE_METADATA, handler as never);
    if (code) return code;
    return this.reflector.get<number>(METHOD_METADATA, handler as never) === 1 ? HttpStatus.CREATED : HttpStatus.OK;
  }
}
