import { articles } from '../content/articles';
import { sanitizeHtml as inBrowser } from './sanitize';
import { sanitizeHtml as onServer } from './sanitize.server';

/** The DOM a string of HTML makes, as hydration would find it. */
function dom(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

const ATTACKS = [
  '<p>Fine</p><script>window.hacked = true</script>',
  '<img src="x" onerror="window.hacked = true">',
  '<a href="javascript:window.hacked=true">x</a>',
  '<a href="JaVaScRiPt:alert(1)">y</a>',
  '<p style="position:fixed">z</p><style>body{display:none}</style>',
  '<form action="https://evil.example"><input name="card"></form>',
  '<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>',
  '<p onmouseover="alert(1)">hover</p><math><mi xlink:href="javascript:alert(1)">m</mi></math>',
];

describe('article sanitising on the server', () => {
  it.each(articles.map((a) => [a.slug, a.content]))('%s: the server makes the same DOM as the browser', (_slug, content) => {
    expect(dom(onServer(content)).content.isEqualNode(dom(inBrowser(content)).content)).toBe(true);
    expect(onServer(content)).toContain('<h2>');
  });

  it.each(ATTACKS)('leaves nothing that runs or restyles the page: %s', (attack) => {
    const out = onServer(attack);
    expect(out).not.toMatch(/<script|<style|<form|<input|<iframe|\son\w+=|javascript:|style=/i);
  });

  it('keeps text, links and images', () => {
    expect(onServer('<p>Read <a href="https://example.com/x">this</a> <img src="/a.webp" alt="A"></p>')).toBe(
      '<p>Read <a href="https://example.com/x">this</a> <img src="/a.webp" alt="A" /></p>',
    );
  });
});
