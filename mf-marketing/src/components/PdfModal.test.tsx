import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { PDF_MODAL_HEIGHT, PdfModal } from './PdfModal';

jest.mock('./PdfViewer', () => ({
  __esModule: true,
  default: ({ file }: { file: string }) => <p>viewer for {file}</p>,
}));

describe('PdfModal', () => {
  it('is closed (renders nothing) until opened', () => {
    renderWithProviders(<PdfModal open={false} onClose={() => undefined} file="/doc.pdf" title="Guide" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a dialog, 80% of the viewport high, with the lazily loaded viewer and "Close PDF"', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<PdfModal open onClose={onClose} file="/doc.pdf" title="Guide" />);
    const dialog = screen.getByRole('dialog', { name: 'Guide' });
    expect(dialog).toBeInTheDocument();
    expect(PDF_MODAL_HEIGHT).toBe('80vh');
    expect(screen.getByTestId('pdf-modal-body')).toHaveStyle({ height: '80vh' });
    expect(await screen.findByText('viewer for /doc.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close PDF' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

});
