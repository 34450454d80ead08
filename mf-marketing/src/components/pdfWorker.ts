import { pdfjs } from 'react-pdf';
import { PDF_WORKER_URL, pdfWorker } from './pdfPreload';

// The PDF.js worker is served by this site as one of its own assets (webpack emits the file the
// URL points at), never from a public package network. PDF.js starts it from here only where the
// page could not start it ahead (./pdfPreload.ts).
pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_URL;

type PdfWorker = InstanceType<typeof pdfjs.PDFWorker>;
let shared: { port: Worker; options: { worker: PdfWorker } } | null = null;

/**
 * The options of react-pdf's Document that hand PDF.js the worker the page started ahead (on the
 * visitor's intent or click), already downloaded and compiled while the viewer's chunk loaded.
 * One PDFWorker for the page's life, given as `worker`: a document closed does not end it (only a
 * worker PDF.js started itself is), so the next document opens at once. undefined where the page
 * has no worker of its own: PDF.js starts one from workerSrc.
 */
export function workerOptions(): { worker: PdfWorker } | undefined {
  const port = pdfWorker();
  if (!port) return undefined;
  if (shared?.port !== port) {
    // The worker before failed to start (./pdfPreload.ts let it go): its PDFWorker goes with it.
    shared?.options.worker.destroy();
    shared = { port, options: { worker: pdfjs.PDFWorker.create({ port }) } };
  }
  return shared.options;
}
