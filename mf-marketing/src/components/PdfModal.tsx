import { css } from '@emotion/react';
import { LoadingArea, Modal, Notice } from '@agency/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { loadViewer, loadedViewer, preparePdf } from './pdfPreload';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

// The viewer (react-pdf and PDF.js) is a separate chunk, fetched only when a PDF is opened (or
// about to be: ./pdfPreload.ts).
const PdfViewer = lazy(loadViewer);

/** The viewer, chosen once when the dialog opens: the loaded one if its chunk has run, else lazily. */
function Viewer({ file, title }: { file: string; title: string }) {
  const [Loaded] = useState(loadedViewer);
  return Loaded ? <Loaded file={file} title={title} /> : <PdfViewer file={file} title={title} />;
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
    // Its opener started this on the visitor's intent and click already; this is for any other.
    if (open) preparePdf(file);
  }, [open, file]);
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel="Close PDF" size="xl" stage>
      <div data-testid="pdf-modal-body" css={css`height: ${PDF_MODAL_HEIGHT}; display: flex; flex-direction: column; min-height: 0;`}>
        <ChunkErrorBoundary fallback={<Notice tone="error">Cannot load document</Notice>}>
          <Suspense fallback={<LoadingArea label="Loading the PDF viewer…" minHeight="100%" />}>
            <Viewer file={file} title={title} />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
    </Modal>
  );
}
