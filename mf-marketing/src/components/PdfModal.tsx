import { css } from '@emotion/react';
import { LoadingArea, Modal, Notice } from '@agency/ui';
import { Suspense, lazy, useEffect } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

// The viewer (react-pdf and PDF.js) is a separate chunk, fetched only when a PDF is opened.
const PdfViewer = lazy(() => import('./PdfViewer'));

/** The PDF.js worker the viewer starts (./pdfWorker.ts names the same file; webpack emits it once). */
const WORKER_URL = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * Starts the downloads the first page waits for, all at once when the dialog opens: without it
 * they run one after another (the viewer's chunk, then its worker, then the file the worker asks
 * for). Both files are cached for a year (hashed names), so the viewer's own requests find them.
 */
function warm(file: string) {
  if (typeof fetch !== 'function') return;
  for (const url of [WORKER_URL, file]) void fetch(url).then((r) => r.arrayBuffer()).catch(() => undefined);
}

/** Spec 9: the PDF viewer modal is 80% of the viewport high. */
export const PDF_MODAL_HEIGHT = '80vh';

interface PdfModalProps {
  open: boolean;
  onClose: () => void;
  /** URL of the PDF, served by the site. */
  file: string;
  title: string;
}

/** The home page's PDF overlay: an embedded viewer and a "Close PDF" button. */
export function PdfModal({ open, onClose, file, title }: PdfModalProps) {
  useEffect(() => {
    if (open) warm(file);
  }, [open, file]);
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel="Close PDF" size="xl" stage>
      <div data-testid="pdf-modal-body" css={css`height: ${PDF_MODAL_HEIGHT}; display: flex; flex-direction: column; min-height: 0;`}>
        <ChunkErrorBoundary fallback={<Notice tone="error">Cannot load document</Notice>}>
          <Suspense fallback={<LoadingArea label="Loading the PDF viewer…" minHeight="100%" />}>
            <PdfViewer file={file} title={title} />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
    </Modal>
  );
}
