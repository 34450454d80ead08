import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, QueryReadsContext, createQueryReads, useLocation, useSearchParams, type QueryReads } from './index';

function render(url: string, Page: () => ReactElement): { html: string; reads: QueryReads } {
  const reads = createQueryReads();
  const html = renderToString(
    <QueryReadsContext.Provider value={reads}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </QueryReadsContext.Provider>,
  );
  return { html, reads };
}

describe('query reads during a server render', () => {
  it('notes each name a page asks for, and only those', () => {
    function Contact() {
      const [params] = useSearchParams();
      const plan = params.get('plan');
      if (plan) return <p>{`plan ${plan}`}</p>;
      return <p>{params.has('type') ? params.getAll('type').join() : 'message'}</p>;
    }
    const plain = render('/contact?fbclid=1', Contact);
    expect(plain.html).toBe('<p>message</p>');
    expect([...plain.reads.names].sort()).toEqual(['plan', 'type']);
    expect(plain.reads.whole).toBe(false);
    const plan = render('/contact?plan=growth&type=x', Contact);
    expect(plan.html).toBe('<p>plan growth</p>');
    expect([...plan.reads.names]).toEqual(['plan']);
  });

  it('marks the whole query when a page reads all of it', () => {
    const reads = [
      () => [...useSearchParams()[0].entries()].length,
      () => useSearchParams()[0].toString(),
      () => [...useSearchParams()[0]].length,
      () => useSearchParams()[0].size,
      () => useLocation().search,
      () => ({ ...useLocation() }).search,
    ];
    for (const read of reads) {
      const Page = () => <p>{String(read())}</p>;
      expect({ read: read.toString(), whole: render('/blog?category=design', Page).reads.whole }).toEqual({ read: read.toString(), whole: true });
    }
  });

  it('does not mark the query when a page reads only the path or the hash', () => {
    function Page() {
      const { pathname, hash } = useLocation();
      return <p>{pathname + hash}</p>;
    }
    const { html, reads } = render('/about?fbclid=1', Page);
    expect(html).toBe('<p>/about</p>');
    expect(reads).toEqual({ names: new Set(), whole: false });
  });

  it('records nothing and hands the router’s own objects on outside a server render', () => {
    let seen: { params: URLSearchParams; location: unknown } | null = null;
    function Page() {
      const [params] = useSearchParams();
      const location = useLocation();
      seen = { params, location };
      return <p>{params.get('a')}</p>;
    }
    expect(
      renderToString(
        <MemoryRouter initialEntries={['/x?a=1']}>
          <Page />
        </MemoryRouter>,
      ),
    ).toBe('<p>1</p>');
    expect(seen!.params).toBeInstanceOf(URLSearchParams);
    expect(Object.getPrototypeOf(seen!.params)).toBe(URLSearchParams.prototype);
    expect(seen!.params.get('a')).toBe('1');
  });
});
