// @ts-check
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { createGateway } = require('../gateway');
const { raw } = require('../test-support/raw');

/** @param {http.Server} server */
const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));

/**
 * Issue 60: the API's cross-site check reads X-Forwarded-Host. A client that reaches the gateway
 * directly must not choose it (nor the protocol or the address chain the API reads); a proxy in
 * front that TRUST_PROXY trusts does.
 */
describe('the forwarded headers the API gets', () => {
  /** @type {http.Server} */
  let api;
  /** @type {string} */
  let deployDir;
  /** @type {http.Server[]} */
  const sites = [];

  beforeAll(async () => {
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    api = await listen(
      http.createServer((req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ host: req.headers.host, forwardedHost: req.headers['x-forwarded-host'] ?? null, forwardedProto: req.headers['x-forwarded-proto'] ?? null, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
      }),
    );
  });

  afterAll(() => {
    for (const site of sites) site.close();
    api.close();
    fs.rmSync(deployDir, { recursive: true, force: true });
  });

  /** @param {boolean | string} trustProxy */
  async function gateway(trustProxy) {
    const apiUrl = `http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (api.address()).port}`;
    const site = await listen(http.createServer(createGateway({ apiUrl, deployDir, trustProxy })));
    sites.push(site);
    return site;
  }

  /**
   * @param {http.Server} site
   * @param {Record<string, string>} headers
   */
  async function seenByApi(site, headers) {
    const res = await raw(site, '/api/health', headers);
    expect(res.status).toBe(200);
    return JSON.parse(res.body.toString());
  }

  const FORGED = { Host: 'agency.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' };

  it("replaces a client's own X-Forwarded-Host, -Proto and -For when the client is not a trusted proxy", async () => {
    const site = await gateway(false);
    const seen = await seenByApi(site, FORGED);
    expect(seen.host).toBe('agency.example');
    expect(seen.forwardedHost).toBe('agency.example');
    expect(seen.forwardedProto).toBe('http');
    expect(seen.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('says which host and protocol the gateway was asked for when the client sends none', async () => {
    const site = await gateway(false);
    const seen = await seenByApi(site, { Host: 'agency.example' });
    expect(seen.forwardedHost).toBe('agency.example');
    expect(seen.forwardedProto).toBe('http');
  });

  it('passes on the protocol and address a trusted proxy in front says (nginx: https), never its X-Forwarded-Host', async () => {
    // The test's client is on loopback: with TRUST_PROXY=loopback (npm start's default) it is the
    // proxy in front. nginx passes the browser's Host as Host; a local client's X-Forwarded-Host
    // must not reach the API's cross-site check.
    const site = await gateway('loopback');
    const seen = await seenByApi(site, FORGED);
    expect(seen.forwardedHost).toBe('agency.example');
    expect(seen.forwardedProto).toBe('https');
    expect(seen.forwardedFor).toMatch(/^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/);
  });

  it('trusts only as many hops as TRUST_PROXY names: addresses a client prepends are dropped', async () => {
    const site = await gateway('loopback');
    const seen = await seenByApi(site, { Host: 'agency.example', 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' });
    expect(seen.forwardedFor).toMatch(/^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/);
  });
});
