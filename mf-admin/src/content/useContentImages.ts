import { ApiError, type ContentImageDto } from '@agency/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getImage } from './contentApi';

/**
 * What an image field knows of one image id: still asking, the image, that it could not be had
 * (`retrying` while it is asked for again: the failure stays shown until the answer comes), or that
 * the API has no image of that id (404: asking again cannot bring it back).
 */
export type ContentImageState = { status: 'loading' } | { status: 'shown'; image: ContentImageDto } | { status: 'failed'; retrying: boolean } | { status: 'missing' };

/** How one ask ended. */
export type AskOutcome = 'shown' | 'failed' | 'missing';

const LOADING: ContentImageState = { status: 'loading' };
const FAILED: ContentImageState = { status: 'failed', retrying: false };
const RETRYING: ContentImageState = { status: 'failed', retrying: true };
const MISSING: ContentImageState = { status: 'missing' };

/**
 * The images `ids` name, each asked for once by its id (GET /api/admin/content/images/{id}) and
 * kept: an entry saved before this visit names its images by id only. `remember` adds an image
 * the field already has (an upload's answer), so it is shown at once and never asked for. `retry`
 * asks again for one that failed (a network error, a 5xx) and resolves to how that ended;
 * one the API does not have (404) is `missing`, never asked for again.
 */
export function useContentImages(ids: readonly string[]): {
  imageOf: (id: string) => ContentImageState;
  remember: (image: ContentImageDto) => void;
  retry: (id: string) => Promise<AskOutcome>;
} {
  const [known, setKnown] = useState<Record<string, ContentImageState>>({});
  // Ids asked for (or remembered): a ref, so a render while an answer is on its way asks no second time.
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ask = useCallback(async (id: string): Promise<AskOutcome> => {
    asked.current.add(id);
    try {
      const image = await getImage(id);
      if (mounted.current) setKnown((all) => ({ ...all, [id]: { status: 'shown', image } }));
      return 'shown';
    } catch (e) {
      const gone = e instanceof ApiError && e.status === 404;
      if (mounted.current) setKnown((all) => ({ ...all, [id]: gone ? MISSING : FAILED }));
      return gone ? 'missing' : 'failed';
    }
  }, []);

  // The ids as one string: a new array with the same ids (each render of the editor) asks nothing.
  const wanted = ids.join('\n');
  useEffect(() => {
    const fresh = [...new Set(wanted.split('\n'))].filter((id) => id && !asked.current.has(id));
    for (const id of fresh) void ask(id);
  }, [wanted, ask]);

  const remember = useCallback((image: ContentImageDto) => {
    asked.current.add(image.id);
    setKnown((all) => ({ ...all, [image.id]: { status: 'shown', image } }));
  }, []);
  const retry = useCallback(
    (id: string) => {
      setKnown((all) => ({ ...all, [id]: RETRYING }));
      return ask(id);
    },
    [ask],
  );
  const imageOf = useCallback((id: string) => known[id] ?? LOADING, [known]);
  return { imageOf, remember, retry };
}
