import 'reflect-metadata';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { acceptJsonBodies } from './common/json-body';
import { RawInputPipe } from './common/raw-input.pipe';
import { BodyTypeGuard, SameSiteGuard } from './common/request-guards';
import { API_DEFAULT_HEADERS, API_HEADERS, DOCS_HEADERS, createSecurityHeaders, securityHeadersHook } from './common/security-headers';
import { createUnroutableAnswer } from './common/unroutable';
import { createValidationPipe } from './common/validation';
import { ROUTER_OPTIONS, answerWrongMethods } from './common/wrong-method';
import type { AppConfig } from './config/app-config';
import { loadConfig } from './config/load-config';
import { createHttpObserver, echoRequestId, requestIdFor } from './logging/http-observer';
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
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Read before Nest starts so a bad setting stops the start with its own message.
  const config = options.config ?? loadConfig();
  const log = createLogger(config, options.logger === false, options.logDestination);
  // JSON and files: a policy that lets nothing load, run or frame; the docs page (swagger-ui) its own.
  // And Cache-Control: no-store unless a route says otherwise (security-headers.ts says why).
  const headers = createSecurityHeaders(API_HEADERS, { '/api/docs': DOCS_HEADERS }, API_DEFAULT_HEADERS);
  // fastify, not express: GET /api/health on express reached 0.77-0.79 of bare express's answers
  // per second with everything the API does per request, against the 0.87 issue 16 asks; on
  // fastify the same API answers several times as many (docs/OPERATIONS.md, "API bench").
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    genReqId: requestIdFor,
    requestIdHeader: false,
    // Node's own limit for receiving a whole request, as the API had on express; fastify's default
    // is none, which would let a client that sends a body byte by byte hold a connection for ever.
    requestTimeout: 300_000,
    // Path parameters are ids and file names; a longer one gets 414 (unroutable.ts), not a 404.
    routerOptions: { ...ROUTER_OPTIONS, maxParamLength: 1024 },
    frameworkErrors: createUnroutableAnswer(headers),
  });
  const http = adapter.getInstance();
  // In this order on every request: the id, the headers, then the 405 answer, which carries both.
  http.addHook('onRequest', echoRequestId);
  http.addHook('onRequest', securityHeadersHook(headers));
  // Before Nest registers the controllers: the table of routes is built as fastify adds them.
  answerWrongMethods(http);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(log),
    bodyParser: false,
    // A failure at start (database folder in use, database down) reaches the caller with its own
    // message instead of Nest aborting the process.
    abortOnError: false,
  });
  http.addHook('onResponse', createHttpObserver(log, app.get(Metrics), config.logRequests));
  // The signed-in user is put on the request by the auth guards: declared once, so every request
  // object keeps one shape (fastify's advice for request decorations).
  http.decorateRequest('user', null);
  // Same origin by default (the gateway proxies /api); other origins only when listed.
  if (config.corsOrigins.length) {
    app.enableCors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 });
  }
  acceptJsonBodies(http);
  app.setGlobalPrefix(API_PREFIX);
  const reflector = app.get(Reflector);
  app.useGlobalGuards(new SameSiteGuard(reflector, config), new BodyTypeGuard(reflector));
  app.useGlobalPipes(new RawInputPipe(), createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  if (config.apiDocs) setupOpenApi(app);
  // On SIGTERM/SIGINT: close, then process.exit(0), so 'exit' fires and pino writes the lines
  // still pending (logger.ts). Nest's default re-sends the signal to the process after closing,
  // which ends it by the signal with no 'exit': the last lines could be lost, and the stop looked
  // like a kill (exit code null; the JSON-logs test saw it in CI).
  app.enableShutdownHooks([], { useProcessExit: true });
  return app;
}

/** Initialises the app and waits for fastify to be ready, for a caller that serves it itself (tests: supertest). */
export async function initApp(app: NestFastifyApplication): Promise<void> {
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
}
