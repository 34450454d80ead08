/**
 * What the PDF viewer's first page waits for, started before the click where it can be: the
 * viewer's chunk (react-pdf and PDF.js), the PDF.js worker (downloaded, compiled and started in
 * its own thread) and the file. Without it they ran one after another from the click: the chunk,
 * then the worker PDF.js starts once the chunk has run, then the file the worker asks for.
 * Started once the page is idle on a fast connection, on the visitor's intent (pointer over the
 * card, focus, touch) and on the click itself. This module stays out of the viewer's chunk: the
 * page carries only these few lines. Why and what it costs: docs/decisions/pdf-first-page.md.
 */

import type * as PdfViewerModule from './PdfViewer';

/** The PDF.js worker, served by this site as one of its own assets (webpack emits the file). */
export const PDF_WORKER_URL = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

let worker: Worker | null = null;
const failureListeners = new Set<() => void>();
const files = new Set<string>();

type ViewerModule = typeof PdfViewerModule;
let viewerModule: ViewerModule | null = null;

/** The viewer's chunk: PdfModal's lazy() asks for the same module, and webpack fetches it once. */
export const loadViewer = (): Promise<ViewerModule> =>
  import('./PdfViewer').then((loaded) => {
    viewerModule = loaded;
    return loaded;
  });

/**
 * The viewer once its chunk has run (else null): a dialog opened after that renders it at once.
 * Through lazy() it would suspend all the same, and React keeps a fallback it has shown for
 * 300 ms at least before the content replaces it.
 */
export const loadedViewer = (): ViewerModule['default'] | null => viewerModule?.default ?? null;

/**
 * The page's one PDF.js worker, started on first use and kept for every later document (PDF.js
 * takes a started worker as `workerPort`). null where workers do not exist (tests, old browsers):
 * PDF.js then starts its own from `workerSrc`.
 */
export function pdfWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined') return worker;
  try {
    const started = new Worker(PDF_WORKER_URL, { type: 'module' });
    // A worker whose script did not load answers nothing: the viewer says it cannot load the
    // document, and the next opening starts a new worker. Once it has spoken (PDF.js's worker
    // says "ready" when it starts), its errors are PDF.js's to report.
    let alive = false;
    started.addEventListener('message', () => {
      alive = true;
    }, { once: true });
    started.addEventListener('error', () => {
      if (alive) return;
      if (worker === started) worker = null;
      started.terminate();
      for (const listener of failureListeners) listener();
    });
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/** Calls `listener` when the started worker fails; returns the unsubscribe. */
export function onPdfWorkerFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** The file into the HTTP cache (hashed name, cached for a year), where PDF.js's request finds it. */
function prefetchFile(file: string) {
  if (!file || files.has(file) || typeof fetch !== 'function') return;
  files.add(file);
  void fetch(file)
    .then((r) => r.arrayBuffer())
    .catch(() => files.delete(file));
}

interface NetworkInformationLike {
  saveData?: boolean;
  /** Mbit/s as the browser estimates it (Chromium caps it at 10). */
  downlink?: number;
}

/**
 * Whether the visitor's connection is fast and not metered, so that fetching ahead what they may
 * not open costs them nothing they would notice (broadband, not a phone on a slow or saved plan).
 * Browsers without the Network Information API (Firefox, Safari) are desktop ones more often than not.
 */
function fastConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && (connection.downlink === undefined || connection.downlink >= 5);
}

/**
 * Runs `run` once the shell has marked the page live (`<html data-page-ready>`, shell/src/pageReady.ts):
 * before that, what is fetched ahead would compete with the page's own scripts. Returns the cancel.
 */
function afterPageReady(run: () => void): () => void {
  const root = document.documentElement;
  if (root.dataset.pageReady) {
    run();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!root.dataset.pageReady) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-page-ready'] });
  return () => observer.disconnect();
}

/**
 * On a fast connection, once the page is live and then idle, everything the first page needs
 * (preparePdf): the worker's start-up (its download, compilation and start, in its own thread) and
 * the viewer's code (its one main-thread task, about 50 ms on a desktop) were most of the time
 * from the click to the first page. Returns the cancel for an effect's cleanup.
 */
export function preparePdfWhenIdle(file: string): () => void {
  if (typeof window === 'undefined' || !fastConnection()) return () => undefined;
  let cancelIdle: () => void = () => undefined;
  const stopWaiting = afterPageReady(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => preparePdf(file), { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(() => preparePdf(file), 1000);
      cancelIdle = () => window.clearTimeout(timer);
    }
  });
  return () => {
    stopWaiting();
    cancelIdle();
  };
}

/** Starts everything the first page of `file` needs; cheap to call again. */
export function preparePdf(file: string): void {
  void loadViewer().catch(() => undefined);
  pdfWorker();
  prefetchFile(file);
}
