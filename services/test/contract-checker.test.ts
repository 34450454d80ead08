import http from 'node:http';
import fs from 'node:fs';
import request from 'supertest';
import { discardAnswersFrom, recordAnswers, recordedAnswers, type RecordedAnswer } from './support/contract/answer-recorder';
import { CONTRACT_FILE, ContractChecker } from './support/contract/contract-checker';

/** The contract test's own parts: it must see every answer, and name each one the contract does not declare. */

const answer = (over: Partial<RecordedAnswer> & Pick<RecordedAnswer, 'method' | 'url' | 'status'>): RecordedAnswer => ({
  headers: {},
  body: Buffer.alloc(0),
  truncated: false,
  test: undefined,
  ...over,
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: Buffer.from(JSON.stringify(body)),
});
const refusal = (status: number, error: string) => json(status, { statusCode: status, error, message: 'No.', requestId: 'r-1' });

describe('the contract checker (services/openapi.json)', () => {
  const checker = ContractChecker.fromFile();

  it('passes what the contract declares: a route’s own answer, a common one, OPTIONS, a 405, an unknown address, HEAD as GET', () => {
    expect(checker.check(answer({ method: 'POST', url: '/api/contact', ...refusal(415, 'Unsupported Media Type') }))).toBeNull();
    expect(checker.check(answer({ method: 'GET', url: '/api/drive/download/brand-persona-guide', status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } }))).toBeNull();
    expect(checker.check(answer({ method: 'GET', url: '/api/drive/download/x', ...refusal(404, 'Not Found') }))).toBeNull();
    expect(checker.check(answer({ method: 'OPTIONS', url: '/api/payments/ipn', status: 204, headers: { allow: 'GET, HEAD, POST' } }))).toBeNull();
    expect(checker.check(answer({ method: 'DELETE', url: '/api/health', ...json(405, { statusCode: 405, error: 'Method Not Allowed', message: 'No.', requestId: 'r' }, { allow: 'GET, HEAD' }) }))).toBeNull();
    expect(checker.check(answer({ method: 'GET', url: '/api/nope?x=1', ...refusal(404, 'Not Found') }))).toBeNull();
    expect(checker.check(answer({ method: 'HEAD', url: '/api/catalog', status: 200, headers: { 'content-type': 'application/json' } }))).toBeNull();
  });

  it('names an undeclared status, content type, body, Allow and error shape', () => {
    expect(checker.check(answer({ method: 'GET', url: '/api/catalog', ...refusal(404, 'Not Found') }))).toMatch(/^GET \/api\/catalog \(GET \/api\/catalog\) answered 404 application\/json: status not declared \(responses: 200, 400, 413, 431\)$/);
    expect(checker.check(answer({ method: 'GET', url: '/api/downloads/public/x.pdf', status: 404, headers: { 'content-type': 'application/pdf' } }))).toMatch(/content type application\/pdf not declared \(application\/json\)/);
    expect(checker.check(answer({ method: 'GET', url: '/api/drive/download/x', status: 200, headers: { 'content-type': 'application/octet-stream' } }))).toMatch(/content type application\/octet-stream not declared/);
    expect(checker.check(answer({ method: 'GET', url: '/api/catalog', ...json(200, { items: 'none' }) }))).toMatch(/answered 200 application\/json: body \/ must have required property/);
    expect(checker.check(answer({ method: 'POST', url: '/api/contact', ...json(400, { statusCode: 400, message: 'x' }) }))).toMatch(/body \/ must have required property 'error'/);
    expect(checker.check(answer({ method: 'POST', url: '/api/contact', ...json(400, { statusCode: 413, error: 'Bad Request', message: 'x', requestId: 'r' }) }))).toMatch(/the error body says statusCode 413/);
    expect(checker.check(answer({ method: 'DELETE', url: '/api/health', ...json(405, { statusCode: 405, error: 'Method Not Allowed', message: 'No.', requestId: 'r' }, { allow: 'GET, POST' }) }))).toMatch(/Allow: GET, POST, the contract says GET, HEAD/);
    expect(checker.check(answer({ method: 'DELETE', url: '/api/health', ...refusal(404, 'Not Found') }))).toMatch(/a method the address does not take answered 404 .*status not declared \(x-method-not-allowed: 400, 405, 413, 431\)/);
    expect(checker.check(answer({ method: 'OPTIONS', url: '/api/catalog', status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('GET,HEAD') }))).toMatch(/answered 200 text\/html: status not declared/);
  });

  it('fails on an answer the contract loses: the same 415 without its declaration', () => {
    const doc = JSON.parse(fs.readFileSync(CONTRACT_FILE, 'utf8')) as { paths: Record<string, { post: { responses: Record<string, unknown> } }> };
    delete doc.paths['/api/contact'].post.responses[415];
    const problem = new ContractChecker(doc as never).check(answer({ method: 'POST', url: '/api/contact', ...refusal(415, 'Unsupported Media Type') }));
    expect(problem).toBe('POST /api/contact (POST /api/contact) answered 415 application/json: status not declared (responses: 201, 400, 403, 413, 422, 429, 431)');
  });
});

describe('the answer recorder', () => {
  it('sees answers however they are written: writeHead with headers, a stream of writes, setHeader and end', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/stream') {
        res.writeHead(200, { 'Content-Type': 'application/pdf' });
        res.write('%PDF-');
        res.end(Buffer.from('1.7'));
      } else {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json');
        res.end('{"statusCode":404}');
      }
    });
    recordAnswers(server);
    const before = recordedAnswers().length;
    await request(server).get('/stream').expect(200);
    await request(server).post('/other').expect(404);
    const seen = recordedAnswers().slice(before);
    expect(seen.map((a) => [a.method, a.url, a.status, a.headers['content-type'], a.body.toString()])).toEqual([
      ['GET', '/stream', 200, 'application/pdf', '%PDF-1.7'],
      ['POST', '/other', 404, 'application/json', '{"statusCode":404}'],
    ]);
    expect(seen[0].test).toBe('the answer recorder sees answers however they are written: writeHead with headers, a stream of writes, setHeader and end');
    // Recorded answers of this file go through the contract check after it: these two are not the API's.
    discardAnswersFrom(before);
  });
});
