/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { configureApiOrigin } from '../api/client';
import { renderOnServer } from '../testing/renderOnServer';
import { ArticlePage, Gate } from './content.fixture';
import { contentBlockId, forgetLastGoodContent, SERVER_TIMEOUT_MS } from './contentRead';
import { ContentReadsContext, createContentReads, type ContentReads } from './contentReads';
import { MemoryRouter } from '@agency/routing';
import { DesignSystemProvider } from '@agency/ui';

/** A small stand-in for the API's content routes: `handle` answers each request; every URL asked is noted. */
let handle: (req: IncomingMessage, res: ServerResponse) => void;
const asked: string[] = [];
let server: Server;

function send(res: ServerResponse, status: number, body: unknown, tags?: string) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...(tags ? { 'Content-Tags': tags } : {}) });
  res.end(JSON.stringify(body));
}

/** The fake API's normal answers: one article, the site's facts. */
function published(title = 'Brand is a promise') {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/api/content/site') return send(res, 200, { statistics: [{ value: 150, label: 'Projects' }] }, 'site');
    if (url.pathname === '/api/content/articles/brand-promise') {
      const preview = url.searchParams.get('preview');
      if (preview === 'good-token') return send(res, 200, { slug: 'brand-promise', title: 'DRAFT title' }, 'article:brand-promise');
      if (preview) return send(res, 404, { statusCode: 404, message: 'Not found' });
      return send(res, 200, { slug: 'brand-promise', title }, 'article:brand-promise');
    }
    send(res, 404, { statusCode: 404, message: 'Not found' });
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url!);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  configureApiOrigin(null);
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
  forgetLastGoodContent();
  handle = published();
});

async function render(url: string, slug: string) {
  const reads: ContentReads = createContentReads();
  const { html, errors } = await renderOnServer(
    <DesignSystemProvider>
      <ContentReadsContext.Provider value={reads}>
        <ArticlePage url={url} slug={slug} />
      </ContentReadsContext.Provider>
    </DesignSystemProvider>,
  );
  return { html, errors, reads };
}

const blockOf = (html: string, url: string) => {
  const found = new RegExp(`<script type="application/json" id="${contentBlockId(url)}">(.*?)</script>`).exec(html);
  return found ? found[1] : null;
};

describe('ContentGate on the server', () => {
  it('renders each read into the page, writes its answer into a data block of its own and records its tags', async () => {
    handle = published('Brand </script><script>alert(1)</script>');
    const { html, errors, reads } = await render('/blog/brand-promise', 'brand-promise');
    expect(errors).toEqual([]);
    expect(html).toContain('<h1>Brand &lt;/script&gt;');
    expect(html).toContain('data-testid="figure">150</p>');
    expect(html).not.toContain('Loading');
    const article = blockOf(html, '/api/content/articles/brand-promise');
    expect(article).not.toBeNull();
    // Nothing in the data can end the element early; parsed back it is the answer.
    expect(article).not.toContain('<');
    expect(JSON.parse(article!)).toEqual({ found: true, data: { slug: 'brand-promise', title: 'Brand </script><script>alert(1)</script>' } });
    expect(JSON.parse(blockOf(html, '/api/content/site')!)).toEqual({ found: true, data: { statistics: [{ value: 150, label: 'Projects' }] } });
    expect([...reads.tags].sort()).toEqual(['article:brand-promise', 'site']);
    expect(reads.stale).toBe(false);
    // One call per read, though React rendered the suspended gates again.
    expect(asked.sort()).toEqual(['/api/content/articles/brand-promise', '/api/content/site']);
  });

  it('renders notFound when the API answers 404, with the 404 in the data block for the browser', async () => {
    const { html, errors } = await render('/blog/nothing-here', 'nothing-here');
    expect(errors).toEqual([]);
    expect(html).toContain('No such article');
    expect(JSON.parse(blockOf(html, '/api/content/articles/nothing-here')!)).toEqual({ found: false });
  });

  it('renders notFound when the API refuses the address (400: a NUL in the slug), not a page left loading', async () => {
    handle = (req, res) =>
      req.url!.startsWith('/api/content/articles/') ? send(res, 400, { statusCode: 400, message: 'slug must not contain NUL characters' }) : published()(req, res);
    const { html, errors } = await render('/blog/x%00', 'x\u0000');
    expect(errors).toEqual([]);
    expect(html).toContain('No such article');
    expect(html).not.toContain('Loading the article');
    expect(asked).toContain('/api/content/articles/x%00');
    expect(JSON.parse(blockOf(html, '/api/content/articles/x%00')!)).toEqual({ found: false });
  });

  it('escapes a parameter as one path segment', async () => {
    await render('/blog/x', '../catalog?a=1');
    expect(asked).toContain('/api/content/articles/..%2Fcatalog%3Fa%3D1');
  });

  it('renders from the last good answer when the API fails or does not answer in time, and says it did', async () => {
    await render('/blog/brand-promise', 'brand-promise');
    // The API breaks: 500 for the article, and no answer at all for the site's facts.
    handle = (req, res) => {
      if (req.url!.startsWith('/api/content/site')) return; // never answers
      send(res, 500, { statusCode: 500, message: 'boom' });
    };
    const started = Date.now();
    const { html, errors, reads } = await render('/blog/brand-promise', 'brand-promise');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_TIMEOUT_MS - 50);
    expect(errors).toEqual([]);
    expect(html).toContain('<h1>Brand is a promise</h1>');
    expect(html).toContain('data-testid="figure">150</p>');
    expect(reads.stale).toBe(true);
    expect([...reads.tags].sort()).toEqual(['article:brand-promise', 'site']);
    // A fresh answer replaces it.
    handle = published('Brand is a promise, kept');
    const fresh = await render('/blog/brand-promise', 'brand-promise');
    expect(fresh.html).toContain('<h1>Brand is a promise, kept</h1>');
    expect(fresh.reads.stale).toBe(false);
  });

  it('leaves the part to the browser when the API is down and nothing was kept', async () => {
    handle = (_req, res) => send(res, 503, { statusCode: 503, message: 'down' });
    const { html, errors, reads } = await render('/blog/brand-promise', 'brand-promise');
    expect(html).toContain('Loading the article…');
    expect(errors.length).toBeGreaterThan(0);
    expect(reads.tags.size).toBe(0);
  });

  it('forgets the last good answer once the item is gone (404): an unpublished article never comes back', async () => {
    await render('/blog/brand-promise', 'brand-promise');
    handle = (_req, res) => send(res, 404, { statusCode: 404, message: 'Not found' });
    expect((await render('/blog/brand-promise', 'brand-promise')).html).toContain('No such article');
    handle = (_req, res) => send(res, 500, { statusCode: 500, message: 'boom' });
    expect((await render('/blog/brand-promise', 'brand-promise')).html).toContain('Loading the article…');
  });

  it("passes the page's preview token to the API, and never keeps the draft for anyone else", async () => {
    const { html, reads } = await render('/blog/brand-promise?preview=good-token', 'brand-promise');
    expect(html).toContain('<h1>DRAFT title</h1>');
    expect(asked).toContain('/api/content/articles/brand-promise?preview=good-token');
    expect(reads.tags.has('article:brand-promise')).toBe(true);
    // A bad token is the API's 404: the page says the link has expired (not the page's own "not found").
    const forged = (await render('/blog/brand-promise?preview=forged', 'brand-promise')).html;
    expect(forged).toContain('This preview link has expired');
    expect(forged).not.toContain('No such article');
    // With the API down, the public page has no draft to fall back on.
    handle = (_req, res) => send(res, 500, { statusCode: 500, message: 'boom' });
    expect((await render('/blog/brand-promise', 'brand-promise')).html).toContain('Loading the article…');
  });

  it('records a read whose answer has no Content-Tags as depending on any change', async () => {
    handle = (_req, res) => send(res, 200, { statistics: [{ value: 1, label: 'x' }] });
    const reads = createContentReads();
    await renderOnServer(
      <ContentReadsContext.Provider value={reads}>
        <MemoryRouter initialEntries={['/']}>
          <Gate read={{ path: '/api/content/site' }} loading={null} failed={() => null}>
            {(site) => <p>{site.statistics.length}</p>}
          </Gate>
        </MemoryRouter>
      </ContentReadsContext.Provider>,
    );
    expect([...reads.tags]).toEqual(['*']);
  });
});
