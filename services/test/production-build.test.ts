import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const SERVICES = path.resolve(__dirname, '..');
const ROOT = path.resolve(SERVICES, '..');
const SANDBOX_DIR = path.join(ROOT, 'packages', 'payment-sandbox') + path.sep;

/**
 * The payment sandbox is for development and tests: the API's production build (tsconfig.build.json)
 * and its image must not carry it, so a deployment can never start or import it.
 */
describe('the production API leaves the payment sandbox out', () => {
  it('compiles no file of packages/payment-sandbox, directly or through an import', () => {
    const configFile = path.join(SERVICES, 'tsconfig.build.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
    if (!parsed) throw new Error('tsconfig.build.json could not be read');
    expect(parsed.fileNames.some((f) => f.endsWith('.test.ts'))).toBe(false);
    // Every import of every built file, resolved as tsc resolves it (a workspace link, a path alias ...).
    const imports = parsed.fileNames.flatMap((file) =>
      ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName: specifier }) => {
        const resolved = ts.resolveModuleName(specifier, file, parsed.options, ts.sys).resolvedModule?.resolvedFileName;
        return { file: path.relative(ROOT, file), specifier, target: resolved && fs.realpathSync(resolved) };
      }),
    );
    expect(imports.filter((i) => i.target?.startsWith(SANDBOX_DIR) || i.specifier.includes('payment-sandbox'))).toEqual([]);
    // The walk saw the imports (an import of the sandbox would have been among them).
    expect(imports.some((i) => i.specifier === '@nestjs/common' && i.target)).toBe(true);
    expect(imports.filter((i) => !i.target && !isBuiltin(i.specifier))).toEqual([]);
  });

  it('names the sandbox only as a devDependency of services (npm ci --omit=dev leaves it out of node_modules)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(SERVICES, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@agency/payment-sandbox']).toBeUndefined();
    expect(pkg.devDependencies['@agency/payment-sandbox']).toBeDefined();
  });

  it("keeps the sandbox out of the API image: the runtime stage copies services only and drops npm's workspace link", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy', 'docker', 'services.Dockerfile'), 'utf8');
    const stage = (name: string) => {
      const start = dockerfile.search(new RegExp(`^FROM .* AS ${name}$`, 'm'));
      const rest = dockerfile.slice(start + 1);
      const next = rest.search(/^FROM /m);
      return next === -1 ? rest : rest.slice(0, next);
    };
    const runtime = stage('runtime');
    expect(runtime).not.toMatch(/packages\//);
    expect(runtime).toMatch(/COPY --from=prod-deps .*\/app\/node_modules/);
    expect(stage('prod-deps')).toMatch(/rm -r?f node_modules\/@agency\/payment-sandbox/);
  });
});
