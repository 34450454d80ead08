'use strict';
const { Writable } = require('stream');
const { RateLimiterRes } = require('rate-limiter-flexible');
const { SECURITY_HEADERS, createLogger, createSharedLimiter, parseTrustProxy, requestIdOf, requestLevel, roundMs } = require('../src');

describe('parseTrustProxy', () => {
  it('reads true, false, hop counts and address lists as express does, loopback by default', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('  ')).toBe('loopback');
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 172.29.16.0/24')).toBe('loopback, 172.29.16.0/24');
  });

  it('names a value express cannot read, and refuses true in production', () => {
    expect(() => parseTrustProxy('nginx')).toThrow(/^TRUST_PROXY must be true, false, a hop count/);
    expect(() => parseTrustProxy('true', { production: true })).toThrow(/believes any client's X-Forwarded-For/);
  });
});

describe('requestIdOf', () => {
  it('keeps a sane incoming id and makes a UUID for anything else', () => {
    expect(requestIdOf('abcd1234-ef')).toBe('abcd1234-ef');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, 'short', 'x'.repeat(65), 'has space in it', '<script>alert(1)</script>', ['abcd1234', 'efgh5678']]) {
      expect(requestIdOf(bad)).toMatch(uuid);
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});

describe('createLogger', () => {
  it('writes one JSON line per call with the service, the level by name and an ISO time', () => {
    /** @type {string[]} */
    const lines = [];
    const destination = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const logger = createLogger({ service: 'api', format: 'json', level: 'info', destination });
    logger.info({ requestId: 'abcd1234', durationMs: 1.5 }, 'request');
    logger.debug('not written at info');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ service: 'api', level: 'info', requestId: 'abcd1234', durationMs: 1.5, msg: 'request' });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it('levels a request by its status: server errors, monitors quiet, the rest as the server says', () => {
    expect(requestLevel(503, true)).toBe('error');
    expect(requestLevel(200, true)).toBe('debug');
    expect(requestLevel(404, false)).toBe('info');
    expect(requestLevel(200, false, 'debug')).toBe('debug');
    expect(roundMs(1.26)).toBe(1.3);
  });
});

describe('the security headers both servers send', () => {
  it('forbid MIME sniffing and framing', () => {
    expect(SECURITY_HEADERS).toEqual({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
  });
});

describe('createSharedLimiter with Redis down', () => {
  /** A client that is never connected: rate-limiter-flexible sends it nothing (rejectIfRedisNotReady). */
  const downRedis = /** @type {any} */ ({ status: 'reconnecting', on: () => undefined });

  it('counts in this process at once, tells of every request counted there, and still limits', async () => {
    let fallbacks = 0;
    const limiter = createSharedLimiter({ redis: downRedis, keyPrefix: 'test', points: 2, duration: 60, onFallback: () => fallbacks++ });
    await limiter.consume('1.2.3.4');
    await limiter.consume('1.2.3.4');
    await expect(limiter.consume('1.2.3.4')).rejects.toBeInstanceOf(RateLimiterRes);
    await limiter.consume('5.6.7.8');
    expect(fallbacks).toBe(4);
  });
});
