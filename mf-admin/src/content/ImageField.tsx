import { css, useTheme } from '@emotion/react';
import { Button, FieldShell, Notice, TextField, VisuallyHidden, controlStyles } from '@agency/ui';
import { useEffect, useRef, useState } from 'react';
import { uploadImage } from './contentApi';
import { ImageLoadFailure, ImageMissing } from './ImageLoadFailure';
import { IMAGE_TYPES, imageUploadProblem, uploadFailure, uploadGroupStyles } from './uploadChecks';
import { useContentImages } from './useContentImages';

/**
 * An image of an entry: upload a JPEG, PNG, WebP or AVIF up to 8 MB with its alt text (required:
 * the API refuses an image without one), see the image (one saved before is loaded by its id, and
 * asked for again on "Try again" when that failed), remove it. The server resizes it into WebP and
 * AVIF variants; the entry keeps the image's id.
 */
export function ImageField({ label, imageId, alt, onChange }: { label: string; imageId: string | null; alt: string; onChange: (imageId: string | null, alt: string) => void }) {
  const t = useTheme();
  const [file, setFile] = useState<File | null>(null);
  const [altDraft, setAltDraft] = useState(alt);
  const { imageOf, remember, retry } = useContentImages(imageId ? [imageId] : []);
  // Uploaded in this visit: the success notice is for that image only.
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [altError, setAltError] = useState('');
  // The polite status line: what a retry or a removal did.
  const [said, setSaid] = useState('');
  // A control pressed can be gone once drawn anew ("Try again" once shown, Remove once removed):
  // the one to focus then.
  const [focusTarget, setFocusTarget] = useState<'remove' | 'file' | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    (focusTarget === 'remove' ? removeButton : fileInput).current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const name = label.toLowerCase();
  const tryAgain = async (id: string, button: HTMLButtonElement) => {
    setSaid(`Loading the ${name} again…`);
    const outcome = await retry(id);
    if (outcome !== 'failed' && document.activeElement === button) setFocusTarget('remove');
    setSaid(outcome === 'shown' ? `The ${name} is loaded.` : outcome === 'missing' ? `The ${name} no longer exists.` : `The ${name} still could not be loaded.`);
  };
  const remove = () => {
    onChange(null, '');
    setFocusTarget('file');
    setSaid(`The ${name} was removed.`);
  };

  const upload = async () => {
    const problem = imageUploadProblem(file, altDraft);
    setError(problem?.file ?? '');
    setAltError(problem?.alt ?? '');
    setSaid('');
    if (problem || !file) return;
    setBusy(true);
    try {
      const image = await uploadImage(file, altDraft.trim());
      remember(image);
      setUploadedId(image.id);
      setFile(null);
      onChange(image.id, image.alt);
    } catch (e) {
      setError(uploadFailure(e, 'image'));
    } finally {
      setBusy(false);
    }
  };

  const known = imageId ? imageOf(imageId) : null;
  const shown = known?.status === 'shown' ? known.image : null;
  // The entry's own alt text when it keeps one (an article's cover), else the image's.
  const altShown = alt || shown?.alt || altDraft;
  return (
    <fieldset css={uploadGroupStyles(t)}>
      <legend css={css`font-weight: 600; padding: 0 ${t.space(1)};`}>{label}</legend>
      {imageId ? (
        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: center;`}>
          {shown ? (
            <img src={shown.src} srcSet={shown.srcSet.map(([url, w]) => `${url} ${w}w`).join(', ')} sizes="240px" alt={altShown} width={shown.width} height={shown.height} css={css`width: 240px; max-width: 100%; height: auto; border-radius: ${t.radii.sm};`} />
          ) : null}
          {known?.status === 'failed' ? (
            <ImageLoadFailure id={imageId} retrying={known.retrying} retryLabel={`Try again to load the ${name}`} onRetry={(button) => void tryAgain(imageId, button)} />
          ) : known?.status === 'missing' ? (
            <ImageMissing id={imageId} />
          ) : (
            <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere; min-width: 0; flex: 1 1 200px;`}>
              Image <code>{imageId}</code>
              {altShown ? (
                <>
                  <br />
                  Alt text: “{altShown}”
                </>
              ) : null}
            </p>
          )}
          <Button ref={removeButton} size="sm" variant="secondary" onClick={remove} aria-label={`Remove the ${name}`}>
            Remove
          </Button>
        </div>
      ) : (
        <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>No image yet.</p>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
      <FieldShell label={imageId ? 'Replace with' : 'Image file'} hint="JPEG, PNG, WebP or AVIF, up to 8 MB.">
        {({ id, describedBy }) => (
          <input ref={fileInput} id={id} aria-describedby={describedBy} type="file" accept={IMAGE_TYPES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} css={[controlStyles(t, false), css`padding: ${t.space(2)};`]} />
        )}
      </FieldShell>
      <TextField label="Alt text" required value={altDraft} error={altError} hint="What the image shows, for people who cannot see it." onChange={(e) => setAltDraft(e.target.value)} />
      <div>
        <Button variant="secondary" onClick={() => void upload()} loading={busy} loadingLabel="Uploading…">
          Upload image
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {imageId && imageId === uploadedId ? <Notice tone="success">Uploaded: the page uses this image once you save.</Notice> : null}
    </fieldset>
  );
}
