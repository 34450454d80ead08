import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { declareEveryAnswer } from './contract/common-answers';
import { routeFactsOf } from './contract/route-facts';
import { API_PREFIX } from './api-prefix';

/** The API's description, built from the controllers and DTOs, with every answer each route can give. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Nyota Creative API')
      .setDescription('E-mail sign-in, motion project inquiries, contact messages, payments and downloads.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  return declareEveryAnswer(document, routeFactsOf(app));
}

/** The docs page at /api/docs (JSON at /api/docs-json), when API_DOCS allows it. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, buildOpenApiDocument(app), { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
}

/**
 * The contract committed as services/openapi.json: the document of the real modules, made in
 * Nest's preview mode (the module graph only: no provider runs, so no database, settings or
 * network are needed).
 */
export async function generateOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot(), { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix(API_PREFIX);
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

/** Object keys sorted at every level (arrays keep their order: enum lists are ordered), two-space indent, final newline. */
export function stableJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

/** null when the committed contract is the fresh one; else where they first differ, and what to run. */
export function contractStaleness(committed: string, fresh: string, file = 'services/openapi.json'): string | null {
  if (committed === fresh) return null;
  const a = committed.split('\n');
  const b = fresh.split('\n');
  let line = 0;
  while (line < a.length && a[line] === b[line]) line += 1;
  return `${file} is stale (line ${line + 1}: committed ${JSON.stringify(a[line] ?? '<end>')}, API ${JSON.stringify(b[line] ?? '<end>')}). Run \`npm run contract\` and commit the result.`;
}
