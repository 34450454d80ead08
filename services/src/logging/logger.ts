import type { LoggerService } from '@nestjs/common';
import { createLogger as createServerLogger } from '@agency/server-kit';
import type { DestinationStream, Logger } from 'pino';
import type { AppConfig } from '../config/app-config';

/**
 * The one logger of the process (@agency/server-kit's, the gateway's too): JSON lines in production
 * (LOG_FORMAT=json), readable text in development, each Nest message with its context in front.
 */
export function createLogger(config: Pick<AppConfig, 'logFormat' | 'logLevel'>, silent = false, destination?: DestinationStream): Logger {
  return createServerLogger({
    service: 'api',
    format: config.logFormat,
    level: silent ? 'silent' : config.logLevel,
    destination,
    prettyIgnore: 'pid,hostname,service,context',
    prettyMessage: '{if context}[{context}] {end}{msg}',
  });
}

/** Nest's own messages (start, errors, modules' Logger calls) through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, ...(trace ? { stack: trace } : {}) }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, context?: string): void {
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, String(message));
  }
}
