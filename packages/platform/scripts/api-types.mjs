#!/usr/bin/env node
/**
 * `npm run api-types -w @agency/platform`: writes src/api/schema.ts, the typed API client's types,
 * from the committed contract services/openapi.json (openapi-typescript): `paths` for openapi-fetch,
 * one type per DTO and enum, and each enum's values as a list (`currencyValues`, `projectTypeValues`,
 * ...), so the front ends take the domain lists from the API instead of copying them.
 *   --check            write nothing; fail when src/api/schema.ts is not what the contract gives
 *   --input <file>     another contract (tests)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUTPUT = path.join(here, '..', 'src', 'api', 'schema.ts');
const args = process.argv.slice(2);
const inputAt = args.indexOf('--input');
const INPUT = inputAt >= 0 ? path.resolve(args[inputAt + 1]) : path.join(here, '..', '..', '..', 'services', 'openapi.json');

const HEADER = `// Generated from services/openapi.json by openapi-typescript: do not edit.
// Regenerate with \`npm run contract\` (the API's contract, then this file).
`;

// Files travel as Blobs (a File is one), not as the strings OpenAPI's `format: binary` would give.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

const ast = await openapiTS(pathToFileURL(INPUT), {
  enumValues: true,
  rootTypes: true,
  rootTypesNoSchemaPrefix: true,
  alphabetize: true,
  transform(schemaObject) {
    if (schemaObject.format === 'binary') return BLOB;
    return undefined;
  },
});
const text = HEADER + astToString(ast);

if (args.includes('--check')) {
  const committed = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
  if (committed !== text) {
    console.error('packages/platform/src/api/schema.ts is stale: run `npm run contract` and commit the result.');
    process.exit(1);
  }
  console.log('packages/platform/src/api/schema.ts matches services/openapi.json.');
} else {
  fs.writeFileSync(OUTPUT, text);
  console.log(`wrote ${path.relative(process.cwd(), OUTPUT)}`);
}
