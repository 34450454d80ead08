import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_DEPLOY_DIR as DEPLOY_DIR, ROOT } from '../../support/env';
import { pageScripts } from '../../support/page-scripts';
import { REMOTE_DIRS, copyBuild, filesContaining, liveRemoteFolder, lockDeployFolder, otherSpecsText, releaseTool, sha256, type RemoteName } from './platform-support';

/**
 * Independent release on the running site: a remote's build with one visible text changed is
 * released (npm run release's tool), a reload shows the new text while the shell's files and the
 * other remotes stay byte-identical; a rollback brings the old text back. The text is one that no
 * other spec asserts, and the deploy folder is restored afterwards, so specs running in parallel
 * never see a difference they check.
 */
const PAGES: Array<{ remote: RemoteName; path: string }> = [
  { remote: 'portfolio', path: '/portfolio' },
  { remote: 'blog', path: '/blog' },
  { remote: 'marketing', path: '/about' },
  { remote: 'commerce', path: '/pricing' },
];

test.describe.configure({ mode: 'serial' });

type Snapshot = Record<string, string>;

/** A text as React's server renderer writes it into HTML. */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** Bytes (as hashes) of what the shell serves and of every remote's entry files except `except`. */
async function servedFiles(request: APIRequestContext, except: RemoteName): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  const index = await request.get('/');
  expect(index.ok()).toBe(true);
  const html = await index.text();
  // The served page embeds the remotes map (the gateway's server-side snapshot), so it changes with
  // a release by design; the shell's own file behind it must not.
  snapshot['shell/dist/index.html'] = sha256(fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html')));
  const { scripts, preload } = pageScripts(html);
  for (const src of [...scripts, ...preload]) {
    if (src.startsWith(`/remotes/${except}/`)) continue;
    const res = await request.get(src);
    expect(res.ok(), src).toBe(true);
    snapshot[src] = sha256(await res.body());
  }
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    if (name === except) continue;
    snapshot[`remotes.json:${name}`] = manifestUrl;
    const manifest = await request.get(manifestUrl);
    snapshot[manifestUrl] = sha256(await manifest.body());
    const entryUrl = manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js');
    snapshot[entryUrl] = sha256(await (await request.get(entryUrl)).body());
  }
  return snapshot;
}

/** A text shown by the remote on its page, found in its bundle (not the shell's), and asserted by no other spec. */
async function pickText(page: Page, remote: RemoteName, folder: string, others: string): Promise<string | null> {
  const texts = await page
    .locator(`[data-remote="${remote}"]`)
    .locator('h1, h2, h3, h4, p, li, span, a, dt, dd')
    .evaluateAll((els) =>
      els.filter((el) => el.childElementCount === 0 && (el as HTMLElement).offsetParent !== null).map((el) => (el.textContent ?? '').trim()),
    );
  const bundle = fs.readdirSync(folder).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(folder, f), 'utf8'));
  const shellBundle = fs
    .readdirSync(path.join(ROOT, 'shell', 'dist'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(ROOT, 'shell', 'dist', f), 'utf8'))
    .join('\n');
  for (const text of texts) {
    if (text.length < 12 || text.length > 140 || /[\n"\\]/.test(text)) continue;
    if (!bundle.some((code) => code.includes(text)) || shellBundle.includes(text) || others.includes(text)) continue;
    if ((await page.getByText(text, { exact: true }).count()) !== 1) continue;
    return text;
  }
  return null;
}

test('a remote is released alone and rolled back on the running site', async ({ page, request }, testInfo) => {
  testInfo.setTimeout(120_000);
  const others = otherSpecsText();
  let chosen: { remote: RemoteName; path: string; text: string; folder: string } | null = null;
  for (const candidate of PAGES) {
    await page.goto(candidate.path);
    const area = page.locator(`[data-remote="${candidate.remote}"]`);
    if (!(await area.waitFor({ state: 'visible', timeout: 15_000 }).then(() => true, () => false))) continue;
    const folder = liveRemoteFolder(DEPLOY_DIR, candidate.remote);
    const text = await pickText(page, candidate.remote, folder, others);
    if (text) {
      chosen = { ...candidate, text, folder };
      break;
    }
  }
  expect(chosen, 'a remote page with a text no other spec asserts').not.toBeNull();
  const { remote, text: oldText, folder } = chosen!;
  const newText = `${oldText} [release check ${Date.now().toString(36)}]`;
  testInfo.annotations.push({ type: 'released text', description: `${remote}: "${oldText}" -> "${newText}"` });

  // No other spec releases into the deploy folder until this one has put it back (version-skew.spec.ts).
  const unlock = await lockDeployFolder(DEPLOY_DIR);
  const remotesFile = path.join(DEPLOY_DIR, 'remotes.json');
  const historyFile = path.join(DEPLOY_DIR, 'history', `${remote}.json`);
  const saved = {
    deployDirExisted: fs.existsSync(DEPLOY_DIR),
    remotes: fs.existsSync(remotesFile) ? fs.readFileSync(remotesFile) : null,
    history: fs.existsSync(historyFile) ? fs.readFileSync(historyFile) : null,
  };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `release-e2e-${remote}-`));
  let releasedVersion: string | null = null;

  try {
    // The changed build: a copy of what is live, one text replaced (the sources are never touched).
    const build = path.join(tmp, 'dist');
    copyBuild(folder, build);
    // The remote's exposed chunk and its standalone entry may both carry the text: change it everywhere.
    const files = filesContaining(build, oldText);
    for (const file of files) {
      const target = path.join(build, file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll(oldText, newText));
    }

    const before = await servedFiles(request, remote);
    const sourceHashes = files.map((file) => sha256(fs.readFileSync(path.join(folder, file))));

    const out = releaseTool('release.js', ['--remote', remote, '--from', build, '--deploy-dir', DEPLOY_DIR]);
    releasedVersion = out.match(/ (\d{8}T\d{6}Z-[0-9a-f]{8}) is live/)?.[1] ?? null;
    expect(releasedVersion, out).not.toBeNull();
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    expect(remotes[remote]).toBe(`/remotes/${remote}/${releasedVersion}/mf-manifest.json`);

    const entryLoads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/remotes/${remote}/`) && r.url().endsWith('remoteEntry.js')) entryLoads.push(new URL(r.url()).pathname);
    });
    // The server renders the new version on the very next request: no restart, no shell rebuild.
    const served = await (await request.get(chosen!.path)).text();
    expect(served).toContain(asHtml(newText));
    await page.reload();
    // The text is in the server's HTML at once; the remote's code arrives after the first paint
    // (the script loader). Once the page is live it runs the released code: the text stays new.
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByText(newText, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(oldText, { exact: true })).toHaveCount(0);
    expect(entryLoads).toContain(`/remotes/${remote}/${releasedVersion}/remoteEntry.js`);

    // The shell and the other remotes: the very same bytes and the same remotes.json entries.
    expect(await servedFiles(request, remote)).toEqual(before);
    // The release copied the build: the folder it came from is unchanged.
    expect(files.map((file) => sha256(fs.readFileSync(path.join(folder, file))))).toEqual(sourceHashes);

    releaseTool('rollback.js', ['--remote', remote, '--deploy-dir', DEPLOY_DIR]);
    releasedVersion = null;
    const servedAfterRollback = await (await request.get(chosen!.path)).text();
    expect(servedAfterRollback).toContain(asHtml(oldText));
    expect(servedAfterRollback).not.toContain(asHtml(newText));
    // That page may come from the cache (the stamp is the one from before the release). An address
    // rendered for the first time needs the rolled-back code itself, loaded again on the server.
    const renderedAfterRollback = await (await request.get(`${chosen!.path}?after-rollback=${Date.now().toString(36)}`)).text();
    expect(renderedAfterRollback).toContain(asHtml(oldText));
    await page.reload();
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByText(oldText, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(newText, { exact: true })).toHaveCount(0);
    expect(await servedFiles(request, remote)).toEqual(before);
  } finally {
    if (releasedVersion) releaseTool('rollback.js', ['--remote', remote, '--deploy-dir', DEPLOY_DIR]);
    // Leave the deploy folder as it was: no test version, the same history and remotes.json.
    const history = fs.existsSync(historyFile) ? (JSON.parse(fs.readFileSync(historyFile, 'utf8')) as { releases: Array<{ version: string }> }) : null;
    const knownBefore = saved.history ? (JSON.parse(saved.history.toString()) as { releases: Array<{ version: string }> }).releases.map((r) => r.version) : [];
    for (const r of history?.releases ?? []) {
      if (!knownBefore.includes(r.version)) fs.rmSync(path.join(DEPLOY_DIR, 'remotes', remote, r.version), { recursive: true, force: true });
    }
    const restore = (file: string, content: Buffer | null) => {
      if (content === null) fs.rmSync(file, { force: true });
      else {
        fs.writeFileSync(`${file}.restore`, content);
        fs.renameSync(`${file}.restore`, file);
      }
    };
    restore(historyFile, saved.history);
    restore(remotesFile, saved.remotes);
    const created = [path.join(DEPLOY_DIR, 'remotes', remote), path.join(DEPLOY_DIR, 'remotes'), path.join(DEPLOY_DIR, 'history')];
    if (!saved.deployDirExisted) created.push(DEPLOY_DIR);
    for (const dir of created) {
      if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    unlock();
  }
});

test('the release tool refuses a folder that is not a remote build and changes nothing', async ({ request }) => {
  const before = await (await request.get('/remotes.json')).text();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-e2e-bad-'));
  fs.writeFileSync(path.join(tmp, 'index.html'), '<p>not a remote</p>');
  try {
    expect(() => releaseTool('release.js', ['--remote', 'blog', '--from', tmp, '--deploy-dir', DEPLOY_DIR])).toThrow(/mf-manifest\.json, remoteEntry\.js missing/);
    expect(await (await request.get('/remotes.json')).text()).toBe(before);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('every remote has release and rollback scripts that call the release tools', () => {
  for (const dir of Object.values(REMOTE_DIRS)) {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.release, dir).toContain('packages/release/bin/release.js');
    expect(pkg.scripts.rollback, dir).toContain('packages/release/bin/rollback.js');
  }
});
