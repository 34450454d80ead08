/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, '..', '..', 'scripts', 'api-types.mjs');
const CONTRACT = path.join(__dirname, '..', '..', '..', '..', 'services', 'openapi.json');

function check(input = CONTRACT) {
  return spawnSync(process.execPath, [SCRIPT, '--check', '--input', input], { encoding: 'utf8' });
}

describe('the generated client types (src/api/schema.ts)', () => {
  it('are what services/openapi.json gives', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are reported stale when the contract changes without regenerating', () => {
    const contract = JSON.parse(fs.readFileSync(CONTRACT, 'utf8')) as { components: { schemas: Record<string, { enum?: string[] }> } };
    contract.components.schemas.Currency!.enum = [...contract.components.schemas.Currency!.enum!, 'KES'];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-types-'));
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(contract));
      const run = check(path.join(dir, 'openapi.json'));
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('src/api/schema.ts is stale: run `npm run contract`');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
