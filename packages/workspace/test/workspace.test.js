'use strict';
const fs = require('fs');
const path = require('path');
const { FRONTENDS, HOST, REMOTES, ROOT, defaultRemotesMap, loadRouteTable, ownerOf, workspaceFolders } = require('../src');

/** The one list of apps agrees with the repository: what it names exists, and nothing is left out of it. */
describe('the list of apps', () => {
  const folders = Object.values(workspaceFolders());

  it('names workspace folders only, with one host', () => {
    for (const app of FRONTENDS) expect(folders).toContain(app.dir);
    expect(FRONTENDS.filter((a) => a.kind === 'host').map((a) => a.dir)).toEqual(['shell']);
    expect(HOST).toBe(FRONTENDS.find((a) => a.kind === 'host'));
  });

  it('lists every front-end workspace (shell and mf-*): a new remote must be added here', () => {
    const frontEnds = folders.filter((f) => f === 'shell' || f.startsWith('mf-')).sort();
    expect(FRONTENDS.map((a) => a.dir).sort()).toEqual(frontEnds);
  });

  it("gives each remote the federation name its build declares (the gateway serves /remotes/<name>)", () => {
    for (const remote of REMOTES) {
      const config = fs.readFileSync(path.join(ROOT, remote.dir, 'webpack.config.js'), 'utf8');
      expect(config).toMatch(new RegExp(`name: ['"]${remote.name}['"]`));
    }
    expect(Object.keys(defaultRemotesMap())).toEqual(REMOTES.map((r) => r.name));
  });

  it("routes each page of the shell's table to a listed remote", () => {
    const table = loadRouteTable();
    const names = new Set(REMOTES.map((r) => r.name));
    for (const route of table.owners) expect(names).toContain(route.remote);
    expect(ownerOf('/blog/some-article', table)).toBe('blog');
  });
});
