export type LoggerOptions = {
    /**
     * the `service` field of every line (`api`, `gateway`)
     */
    service: string;
    /**
     * JSON lines (production) or readable text (development)
     */
    format: "json" | "pretty";
    /**
     * pino's level name; `silent` for none
     */
    level: string;
    /**
     * where lines go instead of stdout (tests read them)
     */
    destination?: pino.DestinationStream | undefined;
    /**
     * fields the readable text leaves out
     */
    prettyIgnore?: string | undefined;
    /**
     * pino-pretty's messageFormat
     */
    prettyMessage?: string | undefined;
};
/**
 * @typedef {object} LoggerOptions
 * @property {string} service  the `service` field of every line (`api`, `gateway`)
 * @property {'json' | 'pretty'} format  JSON lines (production) or readable text (development)
 * @property {string} level  pino's level name; `silent` for none
 * @property {import('pino').DestinationStream} [destination]  where lines go instead of stdout (tests read them)
 * @property {string} [prettyIgnore]  fields the readable text leaves out
 * @property {string} [prettyMessage]  pino-pretty's messageFormat
 */
/**
 * The one logger of a server process. JSON lines in production (time in UTC ISO 8601, level by
 * name, one object per line for a log collector); readable text in development, written
 * synchronously (no worker thread), for local runs only. JSON goes to stdout asynchronously: a
 * line written while an earlier write is in flight joins it, so under load many lines share one
 * write(2) instead of one system call each; pino flushes what is pending when the process exits
 * (the API switches its stdout to synchronous writes for its shutdown lines: services/src/logging).
 *
 * @param {LoggerOptions} options
 * @returns {import('pino').Logger}
 */
export function createLogger({ service, format, level, destination, prettyIgnore, prettyMessage }: LoggerOptions): import("pino").Logger;
/**
 * The level of a request's line that both servers share: a server error is `error`; a monitor's
 * poll (`quiet`: health checks, metrics scrapes) is `debug`, so it does not bury the rest;
 * anything else is `info` unless the server says otherwise (`fallback`).
 *
 * @param {number} status
 * @param {boolean} quiet
 * @param {'info' | 'debug'} [fallback]
 * @returns {'error' | 'info' | 'debug'}
 */
export function requestLevel(status: number, quiet: boolean, fallback?: "info" | "debug"): "error" | "info" | "debug";
/**
 * Milliseconds to one decimal, as every request line gives its duration.
 *
 * @param {number} ms
 * @returns {number}
 */
export function roundMs(ms: number): number;
import pino = require("pino");
