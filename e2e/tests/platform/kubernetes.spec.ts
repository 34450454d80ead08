import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT } from '../../support/env';
import { needs, onPath } from '../../support/needs';

/**
 * deploy/kubernetes rendered by kustomize (kubectl's own: Debian's kubernetes-client) and every
 * object validated offline against the Kubernetes schemas shipped in the kubernetes-models package:
 * nothing is fetched, no cluster is asked.
 */
const KUBECTL = onPath('kubectl');
needs(KUBECTL ? [] : ['kubectl (apt-get install -y kubernetes-client)']);

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
  [key: string]: unknown;
}

function render(dir: string): K8sObject[] {
  const out = spawnSync(KUBECTL!, ['kustomize', path.join(ROOT, dir)], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return parseAllDocuments(out.stdout).map((doc) => doc.toJS() as K8sObject);
}

/** The model class of an object: kubernetes-models/<group>/<version> (core: kubernetes-models/v1). */
async function validate(object: K8sObject): Promise<void> {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [undefined, object.apiVersion];
  const models = (await import(`kubernetes-models/${group ? `${group}/` : ''}${version}`)) as Record<string, new (o: unknown) => { validate(): void }>;
  const Model = models[object.kind];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

const byKind = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;
type Container = { name: string; readinessProbe?: { httpGet: { path: string } }; livenessProbe?: { httpGet: { path: string } }; resources?: { requests?: object; limits?: object }; env?: Array<{ name: string; value?: string }> };
const containerOf = (deployment: K8sObject) => ((deployment.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers)[0];

for (const dir of ['deploy/kubernetes/base', 'deploy/kubernetes/overlays/production']) {
  test(`${dir} renders and every object is valid against the Kubernetes schemas`, async () => {
    const objects = render(dir);
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) await validate(object).catch((error: Error) => expect.soft(`${object.kind}/${object.metadata.name}: ${error.message}`).toBe(''));

    for (const name of ['api', 'gateway', 'web']) {
      const deployment = byKind(objects, 'Deployment', name);
      const container = containerOf(deployment);
      expect(container.readinessProbe, name).toBeDefined();
      expect(container.livenessProbe, name).toBeDefined();
      expect(container.resources?.requests, name).toBeDefined();
      expect(container.resources?.limits, name).toBeDefined();
      expect(byKind(objects, 'HorizontalPodAutoscaler', name), name).toBeDefined();
      expect(byKind(objects, 'PodDisruptionBudget', name), name).toBeDefined();
      expect(byKind(objects, 'Service', name), name).toBeDefined();
    }
    const api = containerOf(byKind(objects, 'Deployment', 'api'));
    expect(api.readinessProbe!.httpGet.path).toBe('/api/health/ready');
    expect(api.livenessProbe!.httpGet.path).toBe('/api/health/live');
    // Secrets as files, never as plain values in the Deployment.
    expect(api.env!.find((e) => e.name === 'JWT_SECRET_FILE')?.value).toMatch(/^\/run\/secrets\//);
    expect(api.env!.some((e) => e.name === 'JWT_SECRET')).toBe(false);
    const settings = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('site-settings'))!;
    expect((settings.data as Record<string, string>).PUBLIC_URL).toMatch(/^https:\/\//);
  });
}

test('the production overlay ends TLS at its Ingress and pins its images', () => {
  const objects = render('deploy/kubernetes/overlays/production');
  const ingress = byKind(objects, 'Ingress', 'site');
  expect((ingress.spec as { tls: unknown[] }).tls.length).toBeGreaterThan(0);
  for (const name of ['api', 'gateway', 'web']) {
    const image = (byKind(objects, 'Deployment', name).spec as { template: { spec: { containers: Array<{ image: string }> } } }).template.spec.containers[0].image;
    expect(image).not.toMatch(/:latest$/);
  }
  expect(objects.every((o) => o.kind === 'Namespace' || (o.metadata as { namespace?: string }).namespace === 'nyota')).toBe(true);
});

test('the schemas are really checked: a broken Deployment is refused', async () => {
  const broken = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { replicas: 'two', selector: {}, template: {} } };
  await expect(validate(broken)).rejects.toThrow();
});
