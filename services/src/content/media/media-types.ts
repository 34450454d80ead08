/**
 * What an upload is, read from its first bytes (never from its name): the image formats content
 * accepts and the resource files the hub serves.
 */

const at = (head: Buffer, offset: number, signature: string | number[]) => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
};

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** AVIF is an ISO-BMFF file: a `ftyp` box whose major or a compatible brand is avif/avis. */
function isAvif(head: Buffer): boolean {
  if (!at(head, 4, 'ftyp') || head.length < 16) return false;
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.subarray(8, 12).toString('latin1')];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(head.subarray(offset, offset + 4).toString('latin1'));
  return brands.includes('avif') || brands.includes('avis');
}

/** The image format of a file's first bytes, or null for anything else (an SVG, a GIF, a PDF ...). */
export function imageFormatOf(head: Buffer): ImageFormat | null {
  if (at(head, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(head, 0, 'RIFF') && at(head, 8, 'WEBP')) return 'webp';
  if (isAvif(head)) return 'avif';
  return null;
}

export interface ResourceFileType {
  type: 'PDF' | 'DOCX' | 'XLSX' | 'ZIP';
  extension: string;
  mime: string;
}

export const RESOURCE_FILE_TYPES: ResourceFileType[] = [
  { type: 'PDF', extension: 'pdf', mime: 'application/pdf' },
  { type: 'DOCX', extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { type: 'XLSX', extension: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { type: 'ZIP', extension: 'zip', mime: 'application/zip' },
];

const byType = (type: ResourceFileType['type']) => RESOURCE_FILE_TYPES.find((t) => t.type === type) as ResourceFileType;

/**
 * The resource type of a whole file: a PDF by its `%PDF-` header; a ZIP by its local header, and
 * among ZIPs a Word or Excel document by the part every one of them holds (`word/document.xml`,
 * `xl/workbook.xml`: entry names are stored uncompressed in the ZIP's directory). Null otherwise.
 */
export function resourceTypeOf(content: Buffer): ResourceFileType | null {
  if (at(content, 0, '%PDF-')) return byType('PDF');
  if (!at(content, 0, [0x50, 0x4b, 0x03, 0x04])) return null;
  if (content.includes('word/document.xml', 0, 'latin1')) return byType('DOCX');
  if (content.includes('xl/workbook.xml', 0, 'latin1')) return byType('XLSX');
  return byType('ZIP');
}
