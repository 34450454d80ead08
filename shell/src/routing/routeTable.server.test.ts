import { loadRouteTable } from '@agency/workspace/routes';
import { ROUTE_OWNERS } from './routeTable';

/**
 * The server answers a page's status and preloads its slice from the route table it reads from
 * disk; the browser renders from the one bundled into the shell. Both ask the same matcher
 * (@agency/workspace's route-match.js), so they agree as long as they read the same table.
 */
describe('the shell and the server read the route table alike', () => {
  it('reads the same table', () => {
    expect(loadRouteTable().owners).toEqual(ROUTE_OWNERS);
  });
});
