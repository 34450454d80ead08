import { css, useTheme } from '@emotion/react';
import { Button, FieldShell, Notice, TextField, VisuallyHidden, controlStyles } from '@agency/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { uploadImage } from './contentApi';
import { ImageLoadFailure, ImageMissing } from './ImageLoadFailure';
import { IMAGE_TYPES, imageUploadProblem, uploadFailure, uploadGroupStyles } from './uploadChecks';
import { useContentImages } from './useContentImages';

type Direction = 'up' | 'down';
type Control = Direction | 'remove';
/** Where the focus goes once the list is drawn anew: a control of an image (by its item key), or the file input that adds one. */
type FocusTarget = { item: string; control: Control } | 'add';

/** Each item's key: its id and how many times that id came before, so a moved image keeps its element (and its loaded thumbnail). */
function itemKeys(imageIds: string[]): string[] {
  const seen = new Map<string, number>();
  return imageIds.map((id) => {
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return `${id}#${n}`;
  });
}

/**
 * Enter held down repeats its keydown, and each one presses the button with focus: on a Remove,
 * whose focus moves to the next image's Remove, that would remove picture after picture. Only the
 * first keydown presses it.
 */
function ignoreHeldEnter(e: KeyboardEvent<HTMLButtonElement>) {
  if (e.key === 'Enter' && e.repeat) e.preventDefault();
}

/**
 * A list of images (a case study's gallery): each upload (a JPEG, PNG, WebP or AVIF up to 8 MB,
 * alt text required) is added at the end; each image can be moved up or down, or removed. The
 * entry keeps their ids in order; the alt text is the image's own (stored with it on upload), so
 * images saved before are loaded by their id to show them, and one that could not be loaded can be
 * asked for again. Moves, removals and retries are said in a polite status line, and the focus
 * stays with the keyboard user: on the moved image's button, on the Remove of the image that took
 * the removed one's place, on the file input once none is left.
 */
export function GalleryField({ label, imageIds, onChange }: { label: string; imageIds: string[]; onChange: (imageIds: string[]) => void }) {
  const t = useTheme();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [alt, setAlt] = useState('');
  const { imageOf, remember, retry } = useContentImages(imageIds);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [altError, setAltError] = useState('');
  const [added, setAdded] = useState('');
  // The polite status line: what a move, a removal or a retry did.
  const [said, setSaid] = useState('');
  // The control to focus once the list is drawn anew (the one pressed may be gone or elsewhere).
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const addInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'add') addInput.current?.focus();
    else controls.current.get(`${focusTarget.item}:${focusTarget.control}`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const controlRef = (item: string, control: Control) => (el: HTMLButtonElement | null) => {
    if (el) controls.current.set(`${item}:${control}`, el);
    else controls.current.delete(`${item}:${control}`);
  };

  const move = (from: number, direction: Direction) => {
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= imageIds.length) return;
    const next = [...imageIds];
    [next[from], next[to]] = [next[to], next[from]];
    onChange(next);
    // The same button while it still works, so a keyboard user can go on moving the image; at an
    // end it is disabled (and cannot hold focus), so the other one.
    const stillEnabled = direction === 'up' ? to > 0 : to < next.length - 1;
    setFocusTarget({ item: itemKeys(next)[to], control: stillEnabled ? direction : direction === 'up' ? 'down' : 'up' });
    setSaid(`Image ${from + 1} moved to position ${to + 1}.`);
  };

  const remove = (index: number) => {
    const next = imageIds.filter((_, i) => i !== index);
    onChange(next);
    // The pressed button is gone: the Remove of the image now in its place (the next one), else of
    // the one before it (the last was removed), else the file input (none left).
    const target = index < next.length ? index : index - 1;
    setFocusTarget(target >= 0 ? { item: itemKeys(next)[target], control: 'remove' } : 'add');
    setSaid(`Image ${index + 1} removed from the ${label.toLowerCase()}.`);
  };

  const tryAgain = async (id: string, item: string, n: number, button: HTMLButtonElement) => {
    setSaid(`Loading image ${n} again…`);
    const outcome = await retry(id);
    // "Try again" is gone once the image is shown (or known to be gone): a focus still on it goes
    // to the image's Remove.
    if (outcome !== 'failed' && document.activeElement === button) setFocusTarget({ item, control: 'remove' });
    setSaid(outcome === 'shown' ? `Image ${n} loaded.` : outcome === 'missing' ? `Image ${n} no longer exists.` : `Image ${n} still could not be loaded.`);
  };

  const upload = async () => {
    const problem = imageUploadProblem(file, alt);
    setError(problem?.file ?? '');
    setAltError(problem?.alt ?? '');
    setAdded('');
    setSaid('');
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
        // Lines between the images and under the last: on a phone each image's buttons wrap, and
        // without them it is not clear which image a row of buttons belongs to.
        <ol aria-label={`${label}: ${imageIds.length}`} css={css`list-style: none; margin: 0; padding: 0 0 ${t.space(3)}; display: grid; gap: ${t.space(3)}; border-bottom: 1px solid ${t.colors.line};`}>
          {itemKeys(imageIds).map((key, index) => {
            const id = imageIds[index];
            const known = imageOf(id);
            const shown = known.status === 'shown' ? known.image : null;
            const n = index + 1;
            const moveButton = (direction: Direction, text: string, disabled: boolean) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={disabled}
                onClick={() => move(index, direction)}
                aria-label={`Move image ${n} ${direction} in the ${label.toLowerCase()}`}
                ref={controlRef(key, direction)}
              >
                {text}
              </Button>
            );
            return (
              <li key={key} css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: center; & + & { border-top: 1px solid ${t.colors.line}; padding-top: ${t.space(3)}; }`}>
                {shown ? (
                  <img src={shown.src} srcSet={shown.srcSet.map(([url, w]) => `${url} ${w}w`).join(', ')} sizes="160px" alt={shown.alt} width={shown.width} height={shown.height} css={css`width: 160px; max-width: 100%; height: auto; border-radius: ${t.radii.sm};`} />
                ) : null}
                {known.status === 'failed' ? (
                  <ImageLoadFailure id={id} retrying={known.retrying} retryLabel={`Try again to load image ${n} of the ${label.toLowerCase()}`} onRetry={(button) => void tryAgain(id, key, n, button)} />
                ) : known.status === 'missing' ? (
                  <ImageMissing id={id} />
                ) : (
                  <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere; min-width: 0; flex: 1 1 200px;`}>
                    Image {n}: <code>{id}</code>
                    {shown ? (
                      <>
                        <br />
                        Alt text: “{shown.alt}”
                      </>
                    ) : null}
                  </p>
                )}
                <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
                  {moveButton('up', 'Move up', index === 0)}
                  {moveButton('down', 'Move down', index === imageIds.length - 1)}
                  <Button size="sm" variant="secondary" onClick={() => remove(index)} onKeyDown={ignoreHeldEnter} aria-label={`Remove image ${n} from the ${label.toLowerCase()}`} ref={controlRef(key, 'remove')}>
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>No images yet.</p>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
      <FieldShell label="Add an image" hint="JPEG, PNG, WebP or AVIF, up to 8 MB.">
        {({ id, describedBy }) => (
          <input ref={addInput} key={inputKey} id={id} aria-describedby={describedBy} type="file" accept={IMAGE_TYPES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} css={[controlStyles(t, false), css`padding: ${t.space(2)};`]} />
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
