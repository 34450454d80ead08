/**
 * Accepted upload types (spec 5.1), each checked by extension AND by the first bytes of the
 * content, so a renamed executable cannot pass as a picture.
 */
export interface FileType {
  extensions: string[];
  contentType: string;
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, ...signatures: (string | number[])[]) =>
  signatures.some((s) => {
    const bytes = typeof s === 'string' ? Buffer.from(s, 'latin1') : Buffer.from(s);
    return head.length >= bytes.length && head.subarray(0, bytes.length).equals(bytes);
  });

const POSTSCRIPT = '%!PS-Adobe';
const DOS_EPS = [0xc5, 0xd0, 0xd3, 0xc6];

/** An SVG is text (no NUL bytes) whose first element is <svg, after an optional prolog. */
function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const withoutProlog = text.replace(/^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  return /^<svg[\s>]/i.test(withoutProlog);
}

export const FILE_TYPES: FileType[] = [
  { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { extensions: ['png'], contentType: 'image/png', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { extensions: ['gif'], contentType: 'image/gif', matches: (h) => startsWith(h, 'GIF87a', 'GIF89a') },
  { extensions: ['pdf'], contentType: 'application/pdf', matches: (h) => startsWith(h, '%PDF-') },
  // Illustrator saves PDF-compatible files; very old ones are PostScript.
  { extensions: ['ai'], contentType: 'application/postscript', matches: (h) => startsWith(h, '%PDF-', POSTSCRIPT) },
  { extensions: ['psd'], contentType: 'image/vnd.adobe.photoshop', matches: (h) => startsWith(h, '8BPS') },
  { extensions: ['eps'], contentType: 'application/postscript', matches: (h) => startsWith(h, POSTSCRIPT, DOS_EPS) },
  { extensions: ['svg'], contentType: 'image/svg+xml', matches: looksLikeSvg },
];

export const ACCEPTED_EXTENSIONS = FILE_TYPES.flatMap((t) => t.extensions);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function typeForExtension(extension: string): FileType | undefined {
  return FILE_TYPES.find((t) => t.extensions.includes(extension));
}

/** True for names that carry a folder or traversal (browsers send a bare file name). */
export function hasPath(name: string): boolean {
  return /[/\\]/.test(name) || /^\.+$/.test(name);
}

/** The client's name made safe to show and store as text: printable, no path, at most 120 characters. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}<>:"|?*]/gu, '_')
    .replace(/^\.+/, '')
    .trim();
  if (!clean) return 'file';
  if (clean.length <= 120) return clean;
  const ext = extensionOf(clean);
  // Cut by code points, so an emoji is never split into half a surrogate pair.
  return `${Array.from(clean).slice(0, 110).join('')}${ext ? `.${ext}` : ''}`;
}
