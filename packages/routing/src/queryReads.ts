import { createContext, useContext, useMemo, type Context } from 'react';
import { useLocation as useRouterLocation, useSearchParams as useRouterSearchParams, type Location } from 'react-router-dom';

/**
 * Which parts of the address's query a page read while it was rendered on the server: the names
 * asked for (`get`, `getAll`, `has`), or `whole` when the page read all of it (the raw `search`,
 * iterating the parameters, printing them). The gateway keeps a rendered page for every address
 * that agrees on those values: `/about?fbclid=…` (each ad click has its own) is the cached
 * `/about`, not a render of its own, while `/contact?type=consultation` stays its own page.
 */
export interface QueryReads {
  names: Set<string>;
  whole: boolean;
}

export function createQueryReads(): QueryReads {
  return { names: new Set(), whole: false };
}

// One context object for every copy of this module in a process (Symbol.for is global): a remote
// that ended up with a copy of its own still reports what it read. A read that is not reported
// would let the gateway serve one query's page for another.
const CONTEXT_KEY = Symbol.for('@agency/routing:query-reads');
const registry = globalThis as unknown as Record<symbol, Context<QueryReads | null> | undefined>;
/** Provided by the server render only; in the browser nothing is recorded. */
export const QueryReadsContext: Context<QueryReads | null> = (registry[CONTEXT_KEY] ??= createContext<QueryReads | null>(null));

const BY_NAME = new Set<PropertyKey>(['get', 'getAll', 'has']);

/** The same parameters, noting each name read; anything that reads them all marks the whole query. */
function recording(params: URLSearchParams, reads: QueryReads): URLSearchParams {
  return new Proxy(params, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') {
        if (property === 'size') reads.whole = true;
        return value;
      }
      if (BY_NAME.has(property)) {
        return (name: string, ...rest: unknown[]) => {
          reads.names.add(String(name));
          return (value as (...a: unknown[]) => unknown).call(target, name, ...rest);
        };
      }
      // entries, keys, values, forEach, toString, [Symbol.iterator]…: all of the query.
      return (...args: unknown[]) => {
        reads.whole = true;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** react-router's useSearchParams, reporting what the page reads during a server render. */
export function useSearchParams(...args: Parameters<typeof useRouterSearchParams>): ReturnType<typeof useRouterSearchParams> {
  const [params, setParams] = useRouterSearchParams(...args);
  const reads = useContext(QueryReadsContext);
  const seen = useMemo(() => (reads ? recording(params, reads) : params), [params, reads]);
  return [seen, setParams];
}

/** react-router's useLocation; during a server render, reading `search` marks the whole query as read. */
export function useLocation(): Location {
  const location = useRouterLocation();
  const reads = useContext(QueryReadsContext);
  return useMemo(
    () =>
      reads
        ? new Proxy(location, {
            get(target, property, receiver) {
              if (property === 'search') reads.whole = true;
              return Reflect.get(target, property, receiver) as unknown;
            },
          })
        : location,
    [location, reads],
  );
}
