import type { OpenAPIObject } from '@nestjs/swagger';
import { declareEveryAnswer, X_ALLOW, X_METHOD_NOT_ALLOWED, X_UNKNOWN_ADDRESS } from './common-answers';
import type { RouteFacts } from './route-facts';
import { generateOpenApiDocument } from '../openapi';

const facts = (over: Partial<RouteFacts> = {}): RouteFacts => ({ crossSiteAllowed: false, bodyType: 'application/json', limited: false, produces: [], ...over });
const ERROR = { $ref: '#/components/schemas/ErrorBodyDto' };

/** A document as swagger builds it from two routes, before the common answers. */
function bare(): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    components: { schemas: {} },
    paths: {
      '/api/things/{id}': {
        get: {
          operationId: 'ThingsController_file',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'The file.' }, 404: { description: 'No such thing.', content: { 'application/pdf': { schema: ERROR } } } },
        },
      },
      '/api/hook': {
        post: { operationId: 'HookController_notify', responses: { 200: { description: 'ok' }, 400: { description: 'A bad notification.', content: { 'application/json': { schema: ERROR } } } } },
      },
    },
  };
}

describe('declareEveryAnswer (the answers every route of a kind gives)', () => {
  it('derives them from the route: path parameters, writes, its metadata', () => {
    const doc = declareEveryAnswer(
      bare(),
      new Map([
        ['ThingsController_file', facts({ produces: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] })],
        ['HookController_notify', facts({ crossSiteAllowed: true, bodyType: 'multipart/form-data', limited: true })],
      ]),
    );
    const file = doc.paths['/api/things/{id}'].get!;
    // A GET too: the JSON parser reads a body whatever the method (413), headers past the server's
    // limit are refused (431), and a broken query string is a 400 (issue 60).
    expect(Object.keys(file.responses).sort()).toEqual(['200', '400', '404', '413', '414', '431']);
    expect(file.responses[413]).toMatchObject({ description: expect.stringContaining('A body sent with this method is read too') });
    expect(file.responses[400]).toMatchObject({ description: expect.stringContaining('broken %-escape or bytes that are not UTF-8') });
    // The file's own type for the file, JSON for its errors (not the file's type).
    expect(file.responses[200]).toMatchObject({ content: { 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { schema: { type: 'string', format: 'binary' } } } });
    expect(file.responses[404]).toEqual({ description: 'No such thing.', content: { 'application/json': { schema: ERROR } } });

    const hook = doc.paths['/api/hook'].post!;
    // A server-to-server route: no cross-site 403; a multipart body; limited.
    expect(Object.keys(hook.responses).sort()).toEqual(['200', '400', '413', '415', '429', '431']);
    expect(hook.responses[415]).toMatchObject({ description: 'The body is not multipart/form-data.' });
    // The route's own meaning of 400 stays first; the common reasons are added.
    expect(hook.responses[400]).toMatchObject({ description: expect.stringMatching(/^A bad notification\. Also: .*The body could not be read/) });
    expect(hook.responses[429]).toMatchObject({ headers: { 'Retry-After': expect.any(Object) } });
  });

  it('gives every address OPTIONS, the methods it takes and the answer to the others', () => {
    const doc = declareEveryAnswer(bare(), new Map()) as OpenAPIObject & Record<string, unknown>;
    const things = doc.paths['/api/things/{id}'] as Record<string, unknown>;
    expect(things[X_ALLOW]).toEqual(['GET', 'HEAD']);
    // The JSON parser reads a body before the address and the method are looked at: a broken or
    // oversized body sent with another method, or to no address, is refused as such.
    const bodyRefusals = {
      400: { $ref: '#/components/responses/UnreadableBody' },
      413: { $ref: '#/components/responses/BodyTooLarge' },
      431: { $ref: '#/components/responses/HeadersTooLarge' },
    };
    expect(things[X_METHOD_NOT_ALLOWED]).toEqual({ ...bodyRefusals, 405: { $ref: '#/components/responses/MethodNotAllowed' } });
    expect(doc.paths['/api/things/{id}'].options).toMatchObject({ responses: { 204: { $ref: '#/components/responses/AllowedMethods' } }, parameters: [{ name: 'id', in: 'path' }] });
    expect(doc.components?.responses?.MethodNotAllowed).toMatchObject({ headers: { Allow: expect.any(Object) }, content: { 'application/json': { schema: ERROR } } });
    expect(doc[X_UNKNOWN_ADDRESS]).toEqual({ ...bodyRefusals, 404: { $ref: '#/components/responses/UnknownAddress' } });
  });

  it('reads the real routes’ metadata: the IPN takes cross-site writes, the inquiry multipart, downloads their own types', async () => {
    const doc = await generateOpenApiDocument();
    expect(doc.paths['/api/payments/ipn'].post!.responses[403]).toBeUndefined();
    expect(doc.paths['/api/contact'].post!.responses[403]).toBeDefined();
    expect(doc.paths['/api/motion-project-inquiry'].post!.responses[415]).toMatchObject({ description: expect.stringContaining('multipart/form-data') });
    expect(Object.keys((doc.paths['/api/drive/download/{id}'].get!.responses[200] as { content: object }).content)).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(Object.keys((doc.paths['/api/admin/inquiries.csv'].get!.responses[200] as { content: object }).content)).toEqual(['text/csv']);
  });
});
