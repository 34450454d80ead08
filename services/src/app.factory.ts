import 'reflect-metadata';
import { type INestApplication, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { bodyErrorMiddleware } from './common/body-errors';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { requestIdMiddleware } from './common/request-id';
import { createValidationPipe } from './common/validation';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/**
 * Builds the API exactly as production runs it; the e2e tests use this too, so they exercise
 * the same pipes, filters, limits and headers.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: options.logger ?? ['log', 'warn', 'error'],
    bodyParser: false,
  });
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(requestIdMiddleware);
  app.use(helmet());
  app.useBodyParser('json', { limit: '100kb' });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: false });
  app.use(bodyErrorMiddleware);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  return app;
}
