import { css, type Theme } from '@emotion/react';
import { ApiError } from '@agency/platform';

/** The images the API takes (services/src/content/media), and their size at most. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * What the image fields (one image, a gallery) refuse before uploading, in the words they show:
 * `file` for the file's own problem, `alt` for a missing description. Null: upload it.
 */
export function imageUploadProblem(file: File | null, alt: string): { file?: string; alt?: string } | null {
  if (!file) return { file: 'Choose an image file first.' };
  if (!alt.trim()) return { alt: 'Describe the image for people who cannot see it: alt text is required.' };
  if (file.size > IMAGE_MAX_BYTES) return { file: `“${file.name}” is larger than 8 MB: make it smaller and try again.` };
  return null;
}

/** Why an upload failed, for staff: the API's own words, or that no answer came. */
export function uploadFailure(error: unknown, what: 'image' | 'file'): string {
  return error instanceof ApiError ? `The ${what} was not uploaded: ${error.message}` : `The ${what} was not uploaded: no answer from the server. Try again.`;
}

/** The box around an upload field: its label as the legend, the parts in a column. */
export const uploadGroupStyles = (t: Theme) => css`border: 1px solid ${t.colors.line}; border-radius: ${t.radii.md}; padding: ${t.space(4)}; margin: 0; display: grid; gap: ${t.space(3)}; min-width: 0;`;
