import { css, useTheme } from '@emotion/react';
import { Button, FieldShell, Notice, TextField, controlStyles } from '@agency/ui';
import { useState } from 'react';
import { uploadImage } from './contentApi';
import { IMAGE_TYPES, imageUploadProblem, uploadFailure, uploadGroupStyles } from './uploadChecks';
import { useContentImages } from './useContentImages';

/**
 * A list of images (a case study's gallery): each upload (a JPEG, PNG, WebP or AVIF up to 8 MB,
 * alt text required) is added at the end; each image can be removed. The entry keeps their ids in
 * order; the alt text is the image's own (stored with it on upload), so images saved before are
 * loaded by their id to show them.
 */
export function GalleryField({ label, imageIds, onChange }: { label: string; imageIds: string[]; onChange: (imageIds: string[]) => void }) {
  const t = useTheme();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [alt, setAlt] = useState('');
  const { imageOf, remember } = useContentImages(imageIds);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [altError, setAltError] = useState('');
  const [added, setAdded] = useState('');

  const upload = async () => {
    const problem = imageUploadProblem(file, alt);
    setError(problem?.file ?? '');
    setAltError(problem?.alt ?? '');
    setAdded('');
    if (problem || !file) return;
    setBusy(true);
    try {
      const image = await uploadImage(file, alt.trim());
      remember(image);
      onChange([...imageIds, image.id]);
      setFile(null);
      setAlt('');
      // A new file input: the chosen file is gone once uploaded.
      setInputKey((k) => k + 1);
      setAdded(`Added “${image.alt}” to the gallery: the page shows it once you save.`);
    } catch (e) {
      setError(uploadFailure(e, 'image'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset css={uploadGroupStyles(t)}>
      <legend css={css`font-weight: 600; padding: 0 ${t.space(1)};`}>{label}</legend>
      {imageIds.length ? (
        <ol aria-label={`${label}: ${imageIds.length}`} css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
          {imageIds.map((id, index) => {
            const known = imageOf(id);
            const shown = known.status === 'shown' ? known.image : null;
            return (
              <li key={`${id}-${index}`} css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: center;`}>
                {shown ? (
                  <img src={shown.src} srcSet={shown.srcSet.map(([url, w]) => `${url} ${w}w`).join(', ')} sizes="160px" alt={shown.alt} width={shown.width} height={shown.height} css={css`width: 160px; max-width: 100%; height: auto; border-radius: ${t.radii.sm};`} />
                ) : null}
                {known.status === 'failed' ? (
                  <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere; min-width: 0; flex: 1 1 200px; color: ${t.colors.danger};`}>
                    Image <code>{id}</code> could not be loaded.
                  </p>
                ) : (
                  <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere; min-width: 0; flex: 1 1 200px;`}>
                    Image {index + 1}: <code>{id}</code>
                    {shown ? (
                      <>
                        <br />
                        Alt text: “{shown.alt}”
                      </>
                    ) : null}
                  </p>
                )}
                <Button size="sm" variant="secondary" onClick={() => onChange(imageIds.filter((_, i) => i !== index))} aria-label={`Remove image ${index + 1} from the ${label.toLowerCase()}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>No images yet.</p>
      )}
      <FieldShell label="Add an image" hint="JPEG, PNG, WebP or AVIF, up to 8 MB.">
        {({ id, describedBy }) => (
          <input key={inputKey} id={id} aria-describedby={describedBy} type="file" accept={IMAGE_TYPES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} css={[controlStyles(t, false), css`padding: ${t.space(2)};`]} />
        )}
      </FieldShell>
      <TextField label="Alt text of the image to add" required value={alt} error={altError} hint="What the image shows, for people who cannot see it." onChange={(e) => setAlt(e.target.value)} />
      <div>
        <Button variant="secondary" onClick={() => void upload()} loading={busy} loadingLabel="Uploading…">
          Upload and add
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {added ? <Notice tone="success">{added}</Notice> : null}
    </fieldset>
  );
}
