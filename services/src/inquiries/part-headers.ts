import type { IncomingMessage } from 'node:http';

/** Past this, a part's header block is not a form's (busboy's own limit is 16 KB). */
const MAX_HEADER_BYTES = 16 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');

export interface PartHeaderWatch {
  /** A part whose headers busboy would skip or refuse: the form lost a part. */
  readonly broken: boolean;
}

/** The boundary of a multipart Content-Type, or undefined. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * Whether one part's header block is one busboy reads: every line a `name: value` header, a
 * Content-Disposition among them, and its quoted strings closed. A file name holding CR LF ends
 * the disposition line inside its quotes (`filename="brief`); busboy then skips the part without
 * a word, and the inquiry would be stored without its file.
 */
function readable(block: string): boolean {
  const lines = block.split('\r\n').filter((line) => line.trim() !== '');
  if (lines.some((line) => !line.includes(':'))) return false;
  const disposition = lines.find((line) => /^content-disposition\s*:/i.test(line));
  if (!disposition) return false;
  const quotes = disposition.replace(/\\./g, '').split('"').length - 1;
  return quotes % 2 === 0;
}

/**
 * Watches a multipart request's part headers as the upload reads it (its 'data' events, beside
 * multer's pipe, before the stream starts flowing), keeping only the bytes a delimiter or a header
 * block can span. Call before multer reads the request; read `broken` once it has.
 */
export function watchPartHeaders(req: IncomingMessage): PartHeaderWatch {
  const watch = { broken: false };
  const boundary = boundaryOf(req.headers['content-type']);
  if (!boundary) return watch;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The body opens with the delimiter without its CR LF.
  let pending = Buffer.from('\r\n');
  let inHeaders = false;
  let done = false;
  req.on('data', (chunk: Buffer) => {
    if (done) return;
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!inHeaders) {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          pending = pending.subarray(Math.max(0, pending.length - delimiter.length));
          return;
        }
        pending = pending.subarray(at + delimiter.length);
        inHeaders = true;
      }
      if (pending.length < 2) return;
      // The closing delimiter: no part after it.
      if (pending[0] === 0x2d && pending[1] === 0x2d) {
        done = true;
        return;
      }
      const end = pending.indexOf(HEADER_END);
      if (end < 0) {
        if (pending.length > MAX_HEADER_BYTES) {
          watch.broken = true;
          done = true;
        }
        return;
      }
      if (!readable(pending.subarray(0, end).toString('latin1'))) {
        watch.broken = true;
        done = true;
        return;
      }
      pending = pending.subarray(end + HEADER_END.length);
      inHeaders = false;
    }
  });
  return watch;
}
