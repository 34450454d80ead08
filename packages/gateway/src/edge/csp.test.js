'use strict';
const { createHash } = require('crypto');
const { hashScript, inlineScripts, pagePolicy, policyForHtml } = require('./csp');

const directives = (policy) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the content security policy', () => {
  it('holds the issue 15 rules', () => {
    const p = directives(pagePolicy());
    expect(p['default-src']).toEqual(["'self'"]);
    expect(p['script-src']).toEqual(["'self'"]);
    expect(p['frame-ancestors']).toEqual(["'none'"]);
    expect(p['object-src']).toEqual(["'none'"]);
    expect(p['base-uri']).toEqual(["'self'"]);
    expect(pagePolicy()).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('hashes a script exactly as browsers do (SHA-256 of the text, base64)', () => {
    const text = 'window.__X__={"a":1}';
    expect(hashScript(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('finds the inline scripts a browser would run, not files or data blocks', () => {
    const html =
      '<head><script>one()</script><script src="/a.js"></script><script defer src=/b.js></script>' +
      '<script type="application/json">{"x":1}</script><script type="module">two()</script><script data-x="1">three()</script></head>';
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });

  it('allows exactly the inline scripts of the page it is made for', () => {
    const p = directives(policyForHtml('<script>one()</script><script>two()</script>', { scriptHashes: [hashScript('extra()')] }));
    expect(p['script-src']).toEqual(["'self'", hashScript('one()'), hashScript('two()'), hashScript('extra()')]);
  });
});
