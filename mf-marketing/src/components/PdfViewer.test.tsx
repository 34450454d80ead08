import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderWithProviders } from '../test/render';
import PdfViewer, { CANNOT_LOAD, ZOOM_STOPS } from './PdfViewer';

// react-pdf draws with PDF.js in a worker, which jsdom cannot run: the fake Document lets each
// test play the part of PDF.js (ask for a password, fail, or load N pages).
interface FakeDocumentProps {
  options?: unknown;
  onPassword: (submit: (password: string) => void, reason: number) => void;
  onLoadSuccess: (pdf: { numPages: number }) => void;
  onLoadError: (error: Error) => void;
  children?: ReactNode;
}
let documentProps: FakeDocumentProps | null = null;
const pageProps: Array<Record<string, unknown>> = [];

// The worker the page started ahead (./pdfPreload.ts): its options reach react-pdf as they are,
// and a test can play its failure.
const WORKER_OPTIONS = { worker: 'the started worker' };
let workerFailed: (() => void) | null = null;
jest.mock('./pdfWorker', () => ({ workerOptions: () => WORKER_OPTIONS }));
jest.mock('./pdfPreload', () => ({
  onPdfWorkerFailure: (listener: () => void) => {
    workerFailed = listener;
    return () => {
      workerFailed = null;
    };
  },
}));
jest.mock('react-pdf', () => ({
  __esModule: true,
  PasswordResponses: { NEED_PASSWORD: 1, INCORRECT_PASSWORD: 2 },
  Document: (props: FakeDocumentProps) => {
    documentProps = props;
    return <div data-testid="fake-document">{props.children}</div>;
  },
  Page: (props: Record<string, unknown>) => {
    pageProps.push(props);
    return <canvas data-testid={`fake-page-${String(props.pageNumber)}`} />;
  },
}));

beforeEach(() => {
  documentProps = null;
  pageProps.length = 0;
});

describe('PdfViewer', () => {
  it('shows the error message of a failed load', () => {
    renderWithProviders(<PdfViewer file="/broken.pdf" title="Guide" />);
    act(() => documentProps!.onLoadError(new Error('Invalid PDF structure.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid PDF structure.');
  });

  it('hands react-pdf the worker started ahead, and says "Cannot load document" when that worker fails to start', () => {
    const { unmount } = renderWithProviders(<PdfViewer file="/doc.pdf" title="Guide" />);
    expect(documentProps!.options).toBe(WORKER_OPTIONS);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => workerFailed!());
    expect(screen.getByRole('alert')).toHaveTextContent(CANNOT_LOAD);
    unmount();
    expect(workerFailed).toBeNull();
  });

  it('shows "Cannot load document" when the failure has no message', () => {
    renderWithProviders(<PdfViewer file="/broken.pdf" title="Guide" />);
    act(() => documentProps!.onLoadError(new Error('')));
    expect(screen.getByRole('alert')).toHaveTextContent(CANNOT_LOAD);
    expect(CANNOT_LOAD).toBe('Cannot load document');
  });

  it('asks for the password of a protected file, and says "Try again" after a wrong one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PdfViewer file="/secret.pdf" title="Guide" />);
    const submit = jest.fn();
    act(() => documentProps!.onPassword(submit, 1));
    expect(screen.queryByText('Try again')).toBeNull();
    await user.type(screen.getByLabelText(/Enter its password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    expect(submit).toHaveBeenCalledWith('wrong');

    act(() => documentProps!.onPassword(submit, 2));
    expect(screen.getByText('Try again')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Enter its password/), 'right');
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    expect(submit).toHaveBeenLastCalledWith('right');

    act(() => documentProps!.onLoadSuccess({ numPages: 2 }));
    expect(screen.queryByLabelText(/Enter its password/)).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('renders the pages near the current one, zooms through the stops and rotates by 90 degrees', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PdfViewer file="/doc.pdf" title="Guide" />);
    act(() => documentProps!.onLoadSuccess({ numPages: 6 }));
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
    // Page 1 is drawn alone first, so nothing else competes with it for the worker.
    expect(screen.getByTestId('fake-page-1')).toBeInTheDocument();
    expect(screen.queryByTestId('fake-page-2')).toBeNull();
    const first = pageProps.find((p) => p.pageNumber === 1) as { onRenderSuccess: () => void };
    act(() => first.onRenderSuccess());
    // Then three more on its side are rendered, the rest wait.
    expect(screen.getByTestId('fake-page-4')).toBeInTheDocument();
    expect(screen.queryByTestId('fake-page-5')).toBeNull();
    expect(screen.getByRole('img', { name: 'Guide, page 1 of 6' })).toBeInTheDocument();

    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('100%');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('110%');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    let clicks = 0;
    while (!zoomOut.disabled && clicks < 50) {
      await user.click(zoomOut);
      clicks += 1;
    }
    expect(clicks).toBe(10);
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('10%');
    expect(ZOOM_STOPS[0]).toBe(0.1);
    expect(ZOOM_STOPS[ZOOM_STOPS.length - 1]).toBe(10);

    await user.click(screen.getByRole('button', { name: 'Rotate clockwise' }));
    expect(pageProps[pageProps.length - 1]).toMatchObject({ rotate: 90 });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 6')).toBeInTheDocument();
    expect(screen.getByTestId('fake-page-5')).toBeInTheDocument();
  });
});
