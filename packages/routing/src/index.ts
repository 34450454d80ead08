/**
 * The router of the site, one copy for every front end (a federation singleton).
 *
 * Shared modules are provided whole, so sharing react-router-dom itself shipped all of it (data
 * routers, loaders, fetchers) on every first load, though the site uses none of them. Sharing this
 * module instead lets webpack tree-shake down to what is exported here. A slice that needs another part of
 * react-router-dom adds it here; ESLint keeps direct imports of react-router-dom out of the slices.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  matchPath,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router-dom';
// The two ways a page reads its address's query, reporting the reads during a server render.
export { QueryReadsContext, createQueryReads, useLocation, useSearchParams, type QueryReads } from './queryReads';
export type { LinkProps, NavigateOptions, To } from 'react-router-dom';
