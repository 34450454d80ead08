import Ajv from 'ajv';
import { nullInNullableRefs } from './nullable-refs';

describe('nullInNullableRefs', () => {
  const schemas = () => ({
    File: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    Resource: {
      type: 'object',
      properties: { file: { allOf: [{ $ref: '#/components/schemas/File' }], nullable: true, type: 'object' }, other: { allOf: [{ $ref: '#/components/schemas/File' }] } },
    },
  });
  const validator = (s: ReturnType<typeof schemas>) => {
    const ajv = new Ajv({ strict: false });
    ajv.addSchema({ $id: 'c.json', components: { schemas: s } });
    return ajv.compile({ $ref: 'c.json#/components/schemas/Resource' });
  };

  it('lets a nullable object reference be null, and still checks the object when it is not', () => {
    expect(validator(schemas())({ file: null })).toBe(false);
    const fixed = schemas();
    nullInNullableRefs(fixed);
    const valid = validator(fixed);
    expect(valid({ file: null })).toBe(true);
    expect(valid({ file: { name: 'a.pdf' } })).toBe(true);
    expect(valid({ file: { size: 1 } })).toBe(false);
    // A reference that is not nullable stays as it was.
    expect(valid({ other: null })).toBe(false);
    expect(fixed.Resource.properties.other).toEqual({ allOf: [{ $ref: '#/components/schemas/File' }] });
  });
});
