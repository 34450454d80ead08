import { remoteOfFile, remotesOfMap, stackFiles } from './attribution';
import { FLUSH_DELAY_MS, startReporter, type RumBatch } from './reporter';

const V1 = '20261122T001500Z-1a2b3c4d';
/** The shell's route table, as a page of it names itself in a report. */
const routeOf = (pathname: string) => (pathname.startsWith('/blog/') ? '/blog/:slug' : pathname === '/' ? '/' : '*');

function pageWith(map: Record<string, string>, rum?: object) {
  document.head.innerHTML =
    `<script type="application/json" id="agency-remotes">${JSON.stringify(map)}</script>` +
    (rum ? `<script type="application/json" id="agency-rum">${JSON.stringify(rum)}</script>` : '');
}

function environment(random = 0) {
  const sent: Array<{ endpoint: string; batch: RumBatch }> = [];
  return {
    sent,
    env: {
      window,
      document,
      random: () => random,
      send: (endpoint: string, body: string) => {
        sent.push({ endpoint, batch: JSON.parse(body) as RumBatch });
        return true;
      },
    },
  };
}

describe('which remote and version a file belongs to', () => {
  const remotes = remotesOfMap(
    { blog: `/remotes/blog/${V1}/remoteEntry.js`, marketing: '/remotes/marketing/mf-manifest.json', shop: `https://cdn.example/shop/${V1}/mf-manifest.json` },
    'http://site.test/',
  );

  test('a release folder names the version; a remote on its own build is "base"', () => {
    expect(remotes).toEqual([
      { remote: 'blog', version: V1, folder: `http://site.test/remotes/blog/${V1}/` },
      { remote: 'marketing', version: 'base', folder: 'http://site.test/remotes/marketing/' },
      { remote: 'shop', version: V1, folder: `https://cdn.example/shop/${V1}/` },
    ]);
    expect(remoteOfFile(`http://site.test/remotes/blog/${V1}/123.abc.js`, remotes)?.remote).toBe('blog');
    expect(remoteOfFile(`https://cdn.example/shop/${V1}/server/x.js`, remotes)?.remote).toBe('shop');
    expect(remoteOfFile('http://site.test/main.1.js', remotes)).toBeNull();
  });

  test('the files of an error stack, innermost first', () => {
    const stack = `Error: boom\n    at render (http://site.test/remotes/blog/${V1}/55.js:1:200)\n    at http://site.test/main.js:2:10`;
    expect(stackFiles(stack)).toEqual([`http://site.test/remotes/blog/${V1}/55.js`, 'http://site.test/main.js']);
  });
});

describe('the page reporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('an uncaught error of a remote goes out in one beacon with the remote, its version and a view', () => {
    pageWith({ blog: `/remotes/blog/${V1}/remoteEntry.js`, marketing: '/remotes/marketing/remoteEntry.js' });
    const { sent, env } = environment();
    const reporter = startReporter(routeOf, env)!;
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: `${document.baseURI.replace(/\/[^/]*$/, '')}/remotes/blog/${V1}/remoteEntry.js` }));
    reporter.vital('LCP', 1234.5);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0].endpoint).toBe('/api/rum');
    expect(sent[0].batch).toEqual({
      route: '/',
      views: [{ remote: 'blog', version: V1 }],
      remotes: [{ remote: 'blog', version: V1 }],
      problems: [{ remote: 'blog', version: V1, kind: 'error' }],
      vitals: [{ name: 'LCP', value: 1234.5 }],
    });
    // Later vitals go out when the page is hidden; the batch names the page's views again (the API
    // counts a view once per visit, and a problem only against a view of its own batch).
    reporter.vital('CLS', 0.02);
    reporter.vital('INP', 184, { route: '/blog/:slug', remote: 'blog' });
    reporter.flush();
    expect(sent[1].batch).toMatchObject({
      views: [{ remote: 'blog', version: V1 }],
      remotes: [{ remote: 'blog', version: V1 }],
      problems: [],
      vitals: [{ name: 'CLS', value: 0.02 }, { name: 'INP', value: 184, route: '/blog/:slug', remote: 'blog' }],
    });
    // Nothing new: nothing sent.
    reporter.flush();
    expect(sent).toHaveLength(2);
  });

  test('a remote file that fails to load is reported as a failed load; the shell\'s own errors are not attributed', () => {
    pageWith({ blog: `/remotes/blog/${V1}/remoteEntry.js` });
    const { sent, env } = environment();
    const reporter = startReporter(routeOf, env)!;
    const script = document.createElement('script');
    script.src = `/remotes/blog/${V1}/77.js`;
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    window.dispatchEvent(new ErrorEvent('error', { message: 'shell', filename: 'http://localhost/main.js' }));
    reporter.flush();
    expect(sent[0].batch.problems).toEqual([{ remote: 'blog', version: V1, kind: 'load' }]);
  });

  test('a page view outside the sample reports nothing', () => {
    pageWith({ blog: `/remotes/blog/${V1}/remoteEntry.js` }, { sample: 0.25, endpoint: '/api/rum' });
    expect(startReporter(routeOf, environment(0.3).env)).toBeNull();
    expect(startReporter(routeOf, environment(0.2).env)).not.toBeNull();
  });
});
