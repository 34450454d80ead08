import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { PdfModal } from './PdfModal';
import { loadViewer } from './pdfPreload';

// A file of its own: React.lazy remembers a component it has once loaded, so this must be the
// first dialog PdfModal opens.
jest.mock('./PdfViewer', () => ({
  __esModule: true,
  default: ({ file }: { file: string }) => <p>viewer for {file}</p>,
}));

it('shows the viewer at once, with no loading state, when its chunk was loaded ahead (React would keep a fallback 300 ms)', async () => {
  await loadViewer();
  renderWithProviders(<PdfModal open onClose={() => undefined} file="/doc.pdf" title="Guide" />);
  expect(screen.getByText('viewer for /doc.pdf')).toBeInTheDocument();
  expect(screen.queryByText('Loading the PDF viewer…')).toBeNull();
});
