import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureRemoteLoader, loadRemoteModule, RemoteUnavailableError } from '../remotes/loader';
import { bootFederation } from './index';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };

/** Answers of the network, by path; anything else is a 404. */
function serve(files: Record<string, unknown>) {
  const fetched: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), document.baseURI).pathname;
    fetched.push(path);
    const body = files[path];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  });
  return fetched;
}

function inline(map: Record<string, string>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'agency-remotes';
  script.textContent = JSON.stringify(map);
  document.head.append(script);
}

describe('the shell finds each remote’s entry', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    mockedLoad.mockReset();
    mockedRegister.mockReset();
    mockedLoad.mockImplementation(async (id: string) => ({ default: id }));
  });
  afterEach(() => configureRemoteLoader(null));

  it('registers the entry the page names, once, the first time one of its modules is asked for, and reads no manifest', async () => {
    const fetched = serve({});
    inline({ blog: '/remotes/blog/v2/remoteEntry.js', portfolio: '/remotes/portfolio/remoteEntry.js' });
    await bootFederation();
    expect(mockedRegister).not.toHaveBeenCalled();
    await expect(loadRemoteModule('blog/routes')).resolves.toEqual({ default: 'blog/routes' });
    await loadRemoteModule('blog/routes');
    expect(mockedRegister.mock.calls).toEqual([[[{ name: 'blog', entry: '/remotes/blog/v2/remoteEntry.js' }], undefined]]);
    expect(fetched).toEqual([]);
  });

  it('reads a manifest the map names (no inlined map: /remotes.json) and registers the entry beside it', async () => {
    const fetched = serve({ '/remotes.json': { blog: '/remotes/blog/v3/mf-manifest.json' }, '/remotes/blog/v3/mf-manifest.json': manifest });
    await bootFederation();
    await loadRemoteModule('blog/routes');
    expect(mockedRegister.mock.calls).toEqual([[[{ name: 'blog', entry: 'http://localhost/remotes/blog/v3/remoteEntry.js' }], undefined]]);
    expect(fetched).toEqual(['/remotes.json', '/remotes/blog/v3/mf-manifest.json']);
  });

  it('a load that failed is registered again with force, so the second attempt fetches the entry anew', async () => {
    serve({});
    inline({ blog: '/remotes/blog/v2/remoteEntry.js' });
    mockedLoad.mockRejectedValueOnce(new Error('script error'));
    await bootFederation();
    await expect(loadRemoteModule('blog/routes')).resolves.toEqual({ default: 'blog/routes' });
    expect(mockedRegister.mock.calls).toEqual([
      [[{ name: 'blog', entry: '/remotes/blog/v2/remoteEntry.js' }], undefined],
      [[{ name: 'blog', entry: '/remotes/blog/v2/remoteEntry.js' }], { force: true }],
    ]);
  });

  it('a remote whose manifest is gone costs only its own modules', async () => {
    serve({});
    inline({ blog: '/remotes/blog/gone/mf-manifest.json', portfolio: '/remotes/portfolio/remoteEntry.js' });
    await bootFederation();
    await expect(loadRemoteModule('blog/routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loadRemoteModule('portfolio/routes')).resolves.toEqual({ default: 'portfolio/routes' });
    await expect(loadRemoteModule('commerce/SignIn')).rejects.toThrow('The commerce/SignIn module could not be loaded.');
  });
});
