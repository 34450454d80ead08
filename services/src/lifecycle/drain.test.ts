import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpDrain } from './drain';

/** A server whose /slow answers after 300 ms, /fast at once. */
async function serve(): Promise<{ server: Server; port: number }> {
  const server = http.createServer((req, res) => {
    const answer = () => res.end('ok');
    if (req.url === '/slow') setTimeout(answer, 300);
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

const get = (agent: http.Agent, port: number, path: string) =>
  new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });

describe('HttpDrain', () => {
  it('answers with Connection: close while draining, finishes the request in flight, closes idle kept-alive connections, then refuses', async () => {
    const { server, port } = await serve();
    const drain = new HttpDrain(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const steps: string[] = [];
    // Two kept-alive connections: one left idle, one carrying a slow request when the drain starts.
    await Promise.all([get(agent, port, '/fast'), get(agent, port, '/fast')]);
    const idleClosed = new Promise<void>((r) => agent.freeSockets[Object.keys(agent.freeSockets)[0]]![0]!.once('close', () => r()));
    const slow = get(agent, port, '/slow');
    await new Promise((r) => setTimeout(r, 50));
    expect(drain.requestsInFlight).toBe(1);

    const finished = drain.finish({ delayMs: 100, timeoutMs: 5000, log: (s) => steps.push(s) });
    const duringDelay = await get(new http.Agent({ keepAlive: true }), port, '/fast');
    expect(duringDelay).toMatchObject({ status: 200, connection: 'close' });
    expect(await slow).toMatchObject({ status: 200, body: 'ok', connection: 'close' });
    await idleClosed;
    await finished;
    expect(server.listening).toBe(false);
    await expect(get(new http.Agent(), port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(steps).toEqual([
      'answering 100 ms more with Connection: close while the balancers take this replica out',
      'not accepting connections; 1 request(s) in flight',
      'every request in flight answered and every connection closed',
    ]);
    agent.destroy();
  });

  it('cuts what still runs after the timeout, and says so', async () => {
    const { server, port } = await serve();
    const drain = new HttpDrain(server);
    const slow = get(new http.Agent(), port, '/slow').catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((r) => setTimeout(r, 50));
    const steps: string[] = [];
    await drain.finish({ delayMs: 0, timeoutMs: 50, log: (s) => steps.push(s) });
    expect(await slow).toBe('ECONNRESET');
    expect(steps.at(-1)).toBe('1 request(s) still running after 50 ms: their connections are cut');
  });
});
