import { pdfjs } from 'react-pdf';

// The PDF.js worker is served by this site as one of its own assets (webpack emits the file the
// URL points at), never from a public package network.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
