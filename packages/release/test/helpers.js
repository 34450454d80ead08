'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

function tempDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `release-test-${label}-`));
}

/** A minimal remote build: what the shell fetches (manifest, entry), its contract and one hashed chunk. */
function fakeBuild(dir, text) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'blog', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ name: 'routes', path: './routes' }] }));
  fs.writeFileSync(path.join(dir, 'mf-contract.json'), JSON.stringify({ schema: 1, name: 'blog', exposes: { routes: { props: {} } }, imports: {} }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry */ ${'var a = 1;\n'.repeat(80)}`);
  fs.writeFileSync(path.join(dir, '123.abcdef12.js'), `export const title = ${JSON.stringify(text)};\n${'// padding\n'.repeat(100)}`);
  fs.writeFileSync(path.join(dir, '.build-inputs'), 'stamp');
  return dir;
}

/** The folders nginxValues() takes, laid out under one test folder as the image lays them out. */
function prefixFolders(dir) {
  return {
    shellRoot: path.join(dir, 'shell'),
    remoteBuildsDir: path.join(dir, 'remotes'),
    deployDir: path.join(dir, 'deploy'),
    defaultsDir: path.join(dir, 'defaults'),
    runDir: path.join(dir, 'run'),
    logDir: path.join(dir, 'logs'),
    confDir: path.join(dir, 'conf'),
  };
}

module.exports = { tempDir, fakeBuild, prefixFolders };
