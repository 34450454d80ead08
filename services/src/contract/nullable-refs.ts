/**
 * OpenAPI 3.0.3 (4.7.25.1, "nullable"): `nullable` only widens a `type` in the same schema, so
 * `{ allOf: [{ $ref }], nullable: true }` (what @nestjs/swagger writes for `{ type: Dto, nullable: true }`)
 * still refuses null. Rewrites each such schema, in place, to the form that allows it:
 * `{ anyOf: [{ $ref }, { type: 'object', nullable: true, enum: [null] }] }` (a content item's
 * missing cover or file is null).
 */
export function nullInNullableRefs(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullInNullableRefs(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const allOf = schema.allOf;
  if (schema.nullable === true && Array.isArray(allOf) && allOf.length === 1 && typeof (allOf[0] as { $ref?: unknown }).$ref === 'string') {
    delete schema.allOf;
    delete schema.nullable;
    if (schema.type === 'object') delete schema.type;
    schema.anyOf = [allOf[0], { type: 'object', nullable: true, enum: [null] }];
  }
  for (const value of Object.values(schema)) nullInNullableRefs(value);
}
