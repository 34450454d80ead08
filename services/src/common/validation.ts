import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Flattens class-validator errors to { field: [messages] }, with dotted paths for nested fields. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  // No prototype: a field named __proto__ is reported like any other, not turned into one.
  const out: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const error of errors) {
    const key = parent ? `${parent}.${error.property}` : error.property;
    // A field the API does not know gets a plain sentence instead of class-validator's wording.
    if (error.constraints?.whitelistValidation) out[key] = ['This field is not accepted'];
    else if (error.constraints) out[key] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, key));
  }
  return out;
}

/** Thrown for a bad body or query; the filter turns it into 400 with `errors` per field. */
export class InputValidationException extends BadRequestException {
  constructor(readonly errors: Record<string, string[]>) {
    super({ message: 'Please check the highlighted fields.', errors });
  }
}

/**
 * Whitelisting refuses unknown properties (forbidNonWhitelisted) instead of silently dropping
 * them, so a client sending fields we do not expect (e.g. card data) learns it at once.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new InputValidationException(flattenValidationErrors(errors)),
  });
}
