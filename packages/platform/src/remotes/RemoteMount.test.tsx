import { DesignSystemProvider } from '@agency/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteMount } from './RemoteMount';
import { configureRemoteLoader } from './loader';

function Greeting({ name }: { name?: string }) {
  return <p>Hello {name}</p>;
}

function mount(ui: React.ReactNode) {
  return render(<DesignSystemProvider>{ui}</DesignSystemProvider>);
}

describe('RemoteMount', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    configureRemoteLoader(null);
    jest.restoreAllMocks();
  });

  it('shows a spinner while loading, then the remote module with its props', async () => {
    let resolve: (m: unknown) => void = () => undefined;
    configureRemoteLoader({ load: () => new Promise((r) => (resolve = r)) });
    mount(<RemoteMount id="commerce/SignIn" props={{ heading: 'x' }} />);
    expect(screen.getByTestId('loading-area')).toBeInTheDocument();
    resolve({ default: ({ heading }: { heading: string }) => <h2>{heading} signed</h2> });
    expect(await screen.findByText('x signed')).toBeInTheDocument();
  });

  it('shows the error area with "Try again" when loading fails, and loads on retry without remounting the page', async () => {
    const user = userEvent.setup();
    let fail = true;
    const reset = jest.fn();
    const load = jest.fn(async () => {
      if (fail) throw new Error('network down');
      return { default: Greeting };
    });
    configureRemoteLoader({ load, reset });
    mount(
      <>
        <p>Frame stays</p>
        <RemoteMount id="blog/routes" label="The blog" />
      </>,
    );
    expect(await screen.findByTestId('remote-error')).toHaveTextContent('The blog is temporarily unavailable');
    expect(screen.getByText('Frame stays')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('blog/routes');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-error')).toBeNull();
  });

  it('contains a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render bug');
    }
    configureRemoteLoader({ load: async () => ({ default: Broken }) });
    mount(
      <>
        <p>Frame stays</p>
        <RemoteMount id="portfolio/routes" />
      </>,
    );
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();
    expect(screen.getByText('Frame stays')).toBeInTheDocument();
  });

  it('renders nothing at all for a quiet mount that fails (the chat button simply does not appear)', async () => {
    configureRemoteLoader({
      load: async () => {
        throw new Error('down');
      },
    });
    const { container } = mount(<RemoteMount id="assistant/ChatWidget" quiet />);
    await new Promise((r) => setTimeout(r, 20));
    // Only the part's outline, which takes no box (display: contents), and nothing in it.
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toHaveAttribute('data-part');
    expect(container.firstElementChild).toHaveStyle({ display: 'contents' });
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('fails clearly when no loader is configured', async () => {
    mount(<RemoteMount id="blog/routes" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('RemoteMount onReady', () => {
  afterEach(() => configureRemoteLoader(null));

  it('signals once the remote has rendered', async () => {
    const onReady = jest.fn();
    configureRemoteLoader({ load: async () => ({ default: Greeting }) });
    mount(<RemoteMount id="blog/routes" onReady={onReady} />);
    await screen.findByText('Hello');
    expect(onReady).toHaveBeenCalled();
  });

  it('also signals when the remote failed, so work waiting on it is not blocked forever', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onReady = jest.fn();
    configureRemoteLoader({
      load: async () => {
        throw new Error('down');
      },
    });
    // Loaded modules are cached per id for the page's lifetime: use one no other test loaded.
    mount(<RemoteMount id="commerce/routes" onReady={onReady} />);
    await screen.findByTestId('remote-error');
    expect(onReady).toHaveBeenCalled();
  });
});
