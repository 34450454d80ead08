import fs from 'node:fs';
import path from 'node:path';
import { ApiProperty } from '@nestjs/swagger';
import { ContactDto } from './contact/contact.dto';
import { contractStaleness, generateOpenApiDocument, stableJson } from './openapi';

const COMMITTED = path.join(__dirname, '..', 'openapi.json');

describe('the committed API contract (services/openapi.json)', () => {
  it('is what the controllers and DTOs describe now', async () => {
    const fresh = stableJson(await generateOpenApiDocument());
    expect(contractStaleness(fs.readFileSync(COMMITTED, 'utf8'), fresh)).toBeNull();
  });

  it('comes out the same on every generation, with no time in it', async () => {
    const [first, second] = [stableJson(await generateOpenApiDocument()), stableJson(await generateOpenApiDocument())];
    expect(second).toBe(first);
    expect(first).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it('is reported stale when a DTO changes without regenerating', async () => {
    // A new answer field, as a developer would add it, without running `npm run contract`.
    ApiProperty({ type: String, description: 'added without regenerating' })(ContactDto.prototype, 'phone');
    const fresh = stableJson(await generateOpenApiDocument());
    const report = contractStaleness(fs.readFileSync(COMMITTED, 'utf8'), fresh);
    expect(report).toMatch(/^services\/openapi\.json is stale \(line \d+: .*phone.*\)\. Run `npm run contract`/);
  });
});
