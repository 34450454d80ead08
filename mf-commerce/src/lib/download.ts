import { ApiError, api } from '@agency/platform';

const EXTENSIONS: Record<string, string> = { DOCX: '.docx', XLSX: '.xlsx', PDF: '.pdf' };

/**
 * Downloads a hub file with the session's token and saves it under the resource title.
 * Resolves to the HTTP status so callers can explain 403 and 404.
 */
export async function downloadResource(resource: { id: string; title: string; type: string }): Promise<number> {
  let blob: Blob;
  try {
    const { data } = await api.GET('/api/drive/download/{id}', { params: { path: { id: resource.id } }, parseAs: 'blob' });
    blob = data as Blob;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${resource.title}${EXTENSIONS[resource.type] ?? ''}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 200;
}
