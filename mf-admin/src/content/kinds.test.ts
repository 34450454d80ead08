import { readFileSync } from 'fs';
import { join } from 'path';
import type { ContentKind } from '@agency/platform';
import { cleanFields } from './entryForm';
import { KIND_PAGES, emptyFields, valueAt, type KindPage } from './kinds';

/**
 * The editor's fields against the API's field DTOs, as the contract (services/openapi.json) has
 * them: the API forbids unknown fields and requires every one of its own, so a new entry must
 * start with exactly the DTO's fields, and every control must write a field the DTO has.
 */
interface Schema {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  type?: string;
}
const contract = JSON.parse(readFileSync(join(__dirname, '../../../services/openapi.json'), 'utf8')) as { components: { schemas: Record<string, Schema> } };
const SCHEMA_OF_KIND: Record<ContentKind, string> = {
  article: 'ArticleFieldsDto',
  'case-study': 'CaseStudyFieldsDto',
  resource: 'ResourceFieldsDto',
  testimonial: 'TestimonialFieldsDto',
  statistic: 'StatisticFieldsDto',
  service: 'ServiceFieldsDto',
  contact: 'ContactFieldsDto',
};

/** The object schema behind a property ($ref, or a nullable allOf/oneOf of one), if it is one. */
function objectSchema(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return objectSchema(contract.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.properties) return schema;
  return [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map(objectSchema).find(Boolean);
}

function propertyAt(kind: ContentKind, path: string): Schema | undefined {
  return path.split('.').reduce<Schema | undefined>((at, key) => objectSchema(at)?.properties?.[key], contract.components.schemas[SCHEMA_OF_KIND[kind]]);
}

const pages = Object.values(KIND_PAGES) as KindPage[];

describe('the kinds the editor knows, against the contract', () => {
  it.each(pages.map((p) => [p.kind, p] as const))('%s: every control writes a field the API has', (kind, page) => {
    for (const spec of page.fields) {
      expect([spec.name, propertyAt(kind, spec.name) ? 'known' : 'unknown']).toEqual([spec.name, 'known']);
      if (spec.control === 'image' && spec.altName) expect([spec.altName, propertyAt(kind, spec.altName) ? 'known' : 'unknown']).toEqual([spec.altName, 'known']);
    }
  });

  it.each(pages.map((p) => [p.kind, p] as const))('%s: a new entry starts with every field the API requires and no other', (kind, page) => {
    const fields = cleanFields(page, emptyFields(page, '2026-11-29'));
    const check = (schema: Schema | undefined, value: unknown, at: string) => {
      const object = objectSchema(schema);
      if (!object || value === null || Array.isArray(value)) return;
      expect([at, Object.keys(value as object).sort()]).toEqual([at, Object.keys(object.properties ?? {}).sort()]);
      expect([at, object.required ?? []]).toEqual([at, expect.arrayContaining(Object.keys(value as object))]);
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) check(object.properties?.[key], inner, `${at}.${key}`);
    };
    check(contract.components.schemas[SCHEMA_OF_KIND[kind]], fields, kind);
  });

  it('sends an optional group as null until one of its parts is filled, "none" as null', () => {
    const study = KIND_PAGES['case-study'];
    const start = emptyFields(study, '2026-11-29');
    expect(start).toMatchObject({ website: null, primary: null, order: 0, galleryImageIds: [] });
    expect(cleanFields(study, { ...start, website: { label: ' ', href: '' } }).website).toBeNull();
    expect(cleanFields(study, { ...start, website: { label: 'Visit', href: 'https://x.test' } }).website).toEqual({ label: 'Visit', href: 'https://x.test' });
    const resource = KIND_PAGES.resource;
    expect(cleanFields(resource, { ...emptyFields(resource, '2026-11-29'), itemKey: '' })).toMatchObject({ file: null, itemKey: null, access: 'free' });
    expect(valueAt(emptyFields(KIND_PAGES.article, '2026-11-29'), 'author.photoImageId')).toBeNull();
  });
});
