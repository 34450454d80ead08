import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { DocsPage } from './docs-page';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createJsonBody } from './common/json-body';
import { RawInputPipe } from './common/raw-input.pipe';
import { BodyTypeGuard, SameSiteGuard } from './common/request-guards';
import { API_DEFAULT_HEADERS, API_HEADERS, DOCS_HEADERS, createSecurityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { loadConfig } from './config/load-config';
import { createHttpObserver } from './logging/http-observer';
import { PinoNestLogger, createLogger } from './logging/logger';
import { Metrics } from './metrics/metrics';
import { API_PREFIX, setupOpenApi } from './openapi';

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
export async function createApp(options: CreateAppOptions = {}): Promise<INestApplication> {
  // Read before Nest starts so a bad setting stops the start with its own message.
  const config = options.config ?? loadConfig();
  const log = createLogger(config, options.logger === false, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(log),
    bodyParser: false,
    // A failure at start (database folder in use, database down) reaches the caller with its own
    // message instead of Nest aborting the process.
    abortOnError: false,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(createHttpObserver(log, app.get(Metrics), config.logRequests));
  // JSON and files: a policy that lets nothing load, run or frame; the docs page (swagger-ui) its own.
  // And Cache-Control: no-store unless a route says otherwise (security-headers.ts says why).
  app.use(createSecurityHeaders(API_HEADERS, { '/api/docs': DOCS_HEADERS }, API_DEFAULT_HEADERS));
  // Same origin by default (the gateway proxies /api); other origins only when listed.
  if (config.corsOrigins.length) {
    app.enableCors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 });
  }
  app.use(createJsonBody());
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
