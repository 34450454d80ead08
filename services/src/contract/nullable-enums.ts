/**
 * OpenAPI 3.0.3 (4.7.25.1, "nullable"): `nullable: true` does not extend an `enum`; a value that may
 * be null must list null among the enum's values, or a validator refuses it (the back office's
 * `network: null` for a card payment was). Adds null to every nullable enum of the document, in place.
 */
export function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullInNullableEnums(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const value of Object.values(node)) nullInNullableEnums(value);
}
