import type * as PreloadModule from './pdfPreload';

// The viewer's chunk is react-pdf and PDF.js, which jsdom cannot run: a stand-in that counts its loads.
let mockViewerLoads = 0;
jest.mock('./PdfViewer', () => {
  mockViewerLoads += 1;
  return { __esModule: true, default: () => null };
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A stand-in for the browser's Worker: records how it was started and lets a test fail it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  listeners: Record<string, Array<() => void>> = {};
  terminate = jest.fn();
  constructor(
    public url: string,
    public options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  emit(type: 'message' | 'error') {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

type Preload = typeof PreloadModule;
/** A fresh copy of the module (it keeps the page's one worker), and of the viewer's stand-in. */
const freshModule = (): Preload => {
  jest.resetModules();
  return jest.requireActual<Preload>('./pdfPreload');
};

const fetchMock = jest.fn(() => Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) }));

beforeEach(() => {
  FakeWorker.started = [];
  mockViewerLoads = 0;
  fetchMock.mockClear();
  Object.assign(globalThis, { Worker: FakeWorker, fetch: fetchMock });
});

afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

describe('preparePdf', () => {
  it('starts one module worker from the site\'s own PDF.js worker file and fetches the file once, however often it is called', () => {
    const { preparePdf, pdfWorker, PDF_WORKER_URL } = freshModule();
    preparePdf('/media/guide.pdf');
    preparePdf('/media/guide.pdf');
    preparePdf('/media/guide.pdf');
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.url).toBe(PDF_WORKER_URL);
    expect(PDF_WORKER_URL).toMatch(/pdf\.worker\.min\.mjs$/);
    expect(FakeWorker.started[0]!.options).toEqual({ type: 'module' });
    expect(pdfWorker()).toBe(FakeWorker.started[0]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/media/guide.pdf');
  });

  it('reports a worker that failed to load, ends it, and starts a new one on the next call', () => {
    const { preparePdf, pdfWorker, onPdfWorkerFailure } = freshModule();
    const failed = jest.fn();
    const stop = onPdfWorkerFailure(failed);
    preparePdf('/media/guide.pdf');
    const first = FakeWorker.started[0]!;
    first.emit('error');
    expect(failed).toHaveBeenCalledTimes(1);
    expect(first.terminate).toHaveBeenCalled();
    const second = pdfWorker();
    expect(second).not.toBe(first);
    expect(FakeWorker.started).toHaveLength(2);
    stop();
    FakeWorker.started[1]!.emit('error');
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('leaves the errors of a worker that has started to PDF.js', () => {
    const { preparePdf, pdfWorker, onPdfWorkerFailure } = freshModule();
    const failed = jest.fn();
    onPdfWorkerFailure(failed);
    preparePdf('/media/guide.pdf');
    const started = FakeWorker.started[0]!;
    started.emit('message');
    started.emit('error');
    expect(failed).not.toHaveBeenCalled();
    expect(started.terminate).not.toHaveBeenCalled();
    expect(pdfWorker()).toBe(started);
  });

  it('leaves the worker to PDF.js where the browser has no Worker', () => {
    delete (globalThis as { Worker?: unknown }).Worker;
    const { preparePdf, pdfWorker } = freshModule();
    preparePdf('/media/guide.pdf');
    expect(pdfWorker()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('preparePdfWhenIdle', () => {
  const idle: Array<() => void> = [];
  beforeEach(() => {
    idle.length = 0;
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: (handle: number) => {
        idle[handle - 1] = () => undefined;
      },
    });
  });
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
    delete document.documentElement.dataset.pageReady;
  });
  const setConnection = (connection: { saveData?: boolean; downlink?: number }) =>
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

  it('on broadband, loads the viewer, starts the worker and fetches the file once the page is live and idle, not before', async () => {
    setConnection({ downlink: 10, saveData: false });
    const { preparePdfWhenIdle } = freshModule();
    preparePdfWhenIdle('/media/guide.pdf');
    await settle();
    // Not while the page's own scripts load.
    expect(idle).toHaveLength(0);
    document.documentElement.dataset.pageReady = 'true';
    await settle();
    expect(idle).toHaveLength(1);
    expect(FakeWorker.started).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockViewerLoads).toBe(0);
    idle.forEach((run) => run());
    expect(FakeWorker.started).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith('/media/guide.pdf');
    await settle();
    expect(mockViewerLoads).toBe(1);
  });

  it('does nothing ahead on a slow connection or with Save-Data, nor once cancelled', async () => {
    for (const connection of [{ downlink: 1.6 }, { downlink: 10, saveData: true }]) {
      setConnection(connection);
      freshModule().preparePdfWhenIdle('/media/guide.pdf');
    }
    document.documentElement.dataset.pageReady = 'true';
    setConnection({ downlink: 10 });
    const cancel = freshModule().preparePdfWhenIdle('/media/guide.pdf');
    expect(idle).toHaveLength(1);
    cancel();
    idle.forEach((run) => run());
    await settle();
    expect(FakeWorker.started).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockViewerLoads).toBe(0);
  });
});
