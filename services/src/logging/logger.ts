import type { LoggerService } from '@nestjs/common';
import fs from 'node:fs';
import { createLogger as createServerLogger } from '@agency/server-kit';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';

/** stdout in production: asynchronous until writeLogsSynchronously(), then one write(2) per line. */
class SwitchableStdout implements DestinationStream {
  private mode: 'async' | 'switching' | 'sync' = 'async';
  private held: string[] = [];

  constructor(private readonly boom: ReturnType<typeof pino.destination>) {}

  write(line: string): void {
    if (this.mode === 'async') this.boom.write(line);
    else if (this.mode === 'switching') this.held.push(line);
    else fs.writeSync(1, line);
  }

  /**
   * Ends the asynchronous stream (SonicBoom's end(): the write in flight and every line queued
   * behind it written, fd 1 left open), then writes what was logged meanwhile and every line
   * after it synchronously. Bounded: a stdout nobody reads must not hold the shutdown.
   */
  goSync(timeoutMs: number): Promise<void> {
    if (this.mode !== 'async') return Promise.resolve();
    this.mode = 'switching';
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.mode === 'sync') return;
        this.mode = 'sync';
        for (const line of this.held.splice(0)) fs.writeSync(1, line);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      this.boom.once('close', done);
      this.boom.end();
    });
  }
}

/** The process's stdout stream, when createLogger made one (LOG_FORMAT=json). */
let stdout: SwitchableStdout | undefined;

/**
 * From now on every log line is written before the call that logs it returns. For the last lines
 * of the process (the shutdown steps, Nest's process.exit() right after them): pino flushes on
 * 'exit', but SonicBoom's flushSync cannot finish an asynchronous write already in flight, so the
 * lines queued behind it went out of order or were lost. Resolves once the earlier lines are out.
 */
export function writeLogsSynchronously(timeoutMs = 2000): Promise<void> {
  return stdout ? stdout.goSync(timeoutMs) : Promise.resolve();
}

/**
 * The one logger of the process (@agency/server-kit's, the gateway's too): JSON lines in production
 * (LOG_FORMAT=json), readable text in development, each Nest message with its context in front.
 * JSON goes to stdout asynchronously (many lines share one write(2) under load); a shutdown
 * switches to synchronous writes first (writeLogsSynchronously), so its last lines are neither
 * lost nor out of order.
 */
export function createLogger(config: Pick<AppConfig, 'logFormat' | 'logLevel'>, silent = false, destination?: DestinationStream): Logger {
  if (!destination && config.logFormat === 'json') {
    stdout = new SwitchableStdout(pino.destination({ dest: 1, sync: false }));
    destination = stdout;
  }
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
