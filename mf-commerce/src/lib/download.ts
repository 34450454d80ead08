import { apiFetch } from '@agency/platform';

const EXTENSIONS: Record<string, string> = { DOCX: '.docx', XLSX: '.xlsx', PDF: '.pdf' };

/**
 * Downloads a hub file with the session's token and saves it under the resource title.
 * Resolves to the HTTP status so callers can explain 403 and 404.
 */
export async function downloadResource(resource: { id: string; title: string; type: string }): Promise<number> {
  const res = await apiFetch(`/drive/download/${encodeURIComponent(resource.id)}`);
  if (!res.ok) return res.status;
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${resource.title}${EXTENSIONS[resource.type] ?? ''}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return res.status;
}
