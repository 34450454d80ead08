import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface DrainOptions {
  /** How long the replica keeps answering (not ready, every answer closing its connection) before it stops accepting. */
  delayMs: number;
  /** The longest wait for requests in flight once it stops accepting; then the rest are cut. */
  timeoutMs: number;
  log(step: string): void;
}

/**
 * Drains one Node http.Server, whichever framework answers on it (it only uses the server's own
 * API): while draining every answer says `Connection: close`, so a proxy's kept-alive connection
 * ends cleanly after its answer instead of being cut under a request the proxy is sending.
 */
export class HttpDrain {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    const inFlight = this.inFlight;
    // One listener for every answer (an answer closes once), rather than a closure and a `once`
    // wrapper made per request: this runs on every request the replica answers.
    function settled(this: ServerResponse): void {
      inFlight.delete(this);
    }
    // First among the 'request' listeners: the header is set before the framework writes anything.
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      inFlight.add(res);
      res.on('close', settled);
      if (this.draining) res.setHeader('Connection', 'close');
    });
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** Turns every answer not yet begun, the ones in flight included, to `Connection: close`. */
  begin(): void {
    this.draining = true;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /** Waits `delayMs`, stops accepting, closes idle connections, and waits for the requests in flight (at most `timeoutMs`). */
  async finish({ delayMs, timeoutMs, log }: DrainOptions): Promise<void> {
    this.begin();
    if (delayMs > 0) {
      log(`answering ${delayMs} ms more with Connection: close while the balancers take this replica out`);
      await new Promise((r) => setTimeout(r, delayMs));
    }
    log(`not accepting connections; ${this.inFlight.size} request(s) in flight`);
    const closed = new Promise<void>((resolve) => {
      if (!this.server.listening) return resolve();
      this.server.close(() => resolve());
    });
    // Kept-alive connections with no request on them: closed now rather than when the proxy reuses one.
    this.server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(true), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      log(`${this.inFlight.size} request(s) still running after ${timeoutMs} ms: their connections are cut`);
      this.server.closeAllConnections();
    } else {
      log('every request in flight answered and every connection closed');
    }
  }
}
