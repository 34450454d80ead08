/** @jest-environment node */
import { ApiError } from './client';
import { refusalOf, type Refusal, type RefusalStatus } from './refusals';

/** What a contact form does with each refusal; the compiler checks the cases against the contract. */
function contactNotice(refusal: Refusal<'/api/contact', 'post'>): string {
  switch (refusal.status) {
    case 400:
      return Object.values(refusal.body.errors ?? {})[0]?.[0] ?? refusal.body.message;
    case 403:
    case 413:
    case 415:
    case 422:
    case 431:
      return refusal.body.message;
    case 429:
      return `Please wait: ${refusal.body.message}`;
    // @ts-expect-error 404 is not an answer POST /api/contact can give: the contract does not declare it
    case 404:
      return 'never';
    default: {
      // Every declared status is handled above: a new one in the contract breaks the build here.
      const unhandled: never = refusal;
      return String(unhandled);
    }
  }
}

describe('refusalOf (errors typed by the contract)', () => {
  it('gives the status and body of an API refusal, typed by the route', () => {
    const error = new ApiError(429, { statusCode: 429, error: 'Too Many Requests', message: 'Try again in a minute.', requestId: 'r1' }, 'failed');
    const refusal = refusalOf('/api/contact', 'post', error);
    expect(refusal).toEqual({ status: 429, body: expect.objectContaining({ message: 'Try again in a minute.' }) });
    expect(contactNotice(refusal!)).toBe('Please wait: Try again in a minute.');
  });

  it('names a field of a 400', () => {
    const error = new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Check the fields.', errors: { email: ['Please enter a valid email address'] }, requestId: 'r2' }, 'failed');
    expect(contactNotice(refusalOf('/api/contact', 'post', error)!)).toBe('Please enter a valid email address');
  });

  it('is null for what is not an answer of the API', () => {
    expect(refusalOf('/api/contact', 'post', new TypeError('Failed to fetch'))).toBeNull();
  });

  it('declares the common refusals of a write and the route-specific ones', () => {
    const statuses: Array<RefusalStatus<'/api/payments/initiate', 'post'>> = [400, 403, 409, 413, 415, 429, 502];
    // @ts-expect-error the catalog is one list, never "not found"
    const notFound: RefusalStatus<'/api/catalog', 'get'> = 404;
    expect([statuses.length, notFound]).toEqual([7, 404]);
  });
});
