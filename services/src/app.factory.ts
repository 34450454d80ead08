import 'reflect-metadata';
import cors from 'cors';
import { NestFactory, Reflector } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { DocsPage } from './docs-page';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { answerClientErrors } from './common/http-limits';
import { jsonBodies } from './common/json-body';
import { inOneLayer } from './common/one-layer';
import { refuseUnreadableQueries } from './common/query-string';
import { RawInputPipe } from './common/raw-input.pipe';
import { BodyTypeGuard, SameSiteGuard } from './common/request-guards';
import { API_HEADERS, DOCS_HEADERS, securityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { loadConfig } from './config/load-config';
import { createHttpObserver } from './logging/http-observer';
import { PinoNestLogger, createLogger } from './logging/logger';
import { Metrics } from './metrics/metrics';
import { API_PREFIX } from './api-prefix';
import { setupOpenApi } from './openapi';

export interface CreateAppOptions {
  /** false: nothing logged (tests); otherwise LOG_LEVEL and LOG_FORMAT decide. */
  logger?: false;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  /** Settings to run with; by default read (and checked) from the environment. */
  config?: AppConfig;
}

/**
 * Builds the API exactly as production runs it; the e2e tests use this too, so they exercise
 * the same pipes, filters, limits and headers.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  // Read before Nest starts so a bad setting stops the start with its own message.
  const config = options.config ?? loadConfig();
  const log = createLogger(config, options.logger === false, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new ExpressAdapter(), {
    logger: new PinoNestLogger(log),
    // Nest's default pair of parsers is replaced by the API's one (json-body.ts).
    bodyParser: false,
    // A failure at start (database folder in use, database down) reaches the caller with its own
    // message instead of Nest aborting the process.
    abortOnError: false,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag: answers are no-store unless a route says otherwise (security-headers.ts), so a
  // validator would only cost a hash of every body.
  app.set('etag', false);
  // In this order on every request, as one router layer (one-layer.ts says why): the id and the
  // request log (so every answer, errors and 404/405 included, carries the id and is logged),
  // helmet's headers, CORS when other origins are listed (same origin by default: the gateway
  // proxies /api; before the body, so a refused body still carries the CORS headers a browser
  // needs to read the error), the JSON body, the query string's check.
  app.use(
    inOneLayer(
      createHttpObserver(app.getHttpServer(), log, app.get(Metrics), config.logRequests),
      securityHeaders(API_HEADERS, config.apiDocs ? DOCS_HEADERS : null),
      ...(config.corsOrigins.length ? [cors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 })] : []),
      jsonBodies(),
      refuseUnreadableQueries,
    ),
  );
  // Headers past Node's limit: the API's 431 in its error shape, not Node's bare one.
  answerClientErrors(app.getHttpServer());
  app.setGlobalPrefix(API_PREFIX);
  const reflector = app.get(Reflector);
  app.useGlobalGuards(new SameSiteGuard(reflector, config), new BodyTypeGuard(reflector));
  app.useGlobalPipes(new RawInputPipe(), createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  // At init, after the controllers' routes (docs-page.ts says why).
  if (config.apiDocs) app.get(DocsPage).serveWith(() => setupOpenApi(app));
  // On SIGTERM/SIGINT: close, then process.exit(0), so 'exit' fires and pino writes the lines
  // still pending (logger.ts). Nest's default re-sends the signal to the process after closing,
  // which ends it by the signal with no 'exit': the last lines could be lost, and the stop looked
  // like a kill (exit code null; the JSON-logs test saw it in CI).
  app.enableShutdownHooks([], { useProcessExit: true });
  return app;
}

/** Initialises the app (routes, the 405 answer, the docs page), for a caller that serves it itself (tests: supertest). */
export async function initApp(app: NestExpressApplication): Promise<void> {
  await app.init();
}
