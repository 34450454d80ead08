import type { ContentImageDto } from '@agency/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getImage } from './contentApi';

/** What an image field knows of one image id: still asking, the image, or that it could not be had. */
export type ContentImageState = { status: 'loading' } | { status: 'shown'; image: ContentImageDto } | { status: 'failed' };

const LOADING: ContentImageState = { status: 'loading' };
const FAILED: ContentImageState = { status: 'failed' };

/**
 * The images `ids` name, each asked for once by its id (GET /api/admin/content/images/{id}) and
 * kept: an entry saved before this visit names its images by id only. `remember` adds an image
 * the field already has (an upload's answer), so it is shown at once and never asked for.
 */
export function useContentImages(ids: readonly string[]): { imageOf: (id: string) => ContentImageState; remember: (image: ContentImageDto) => void } {
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

  // The ids as one string: a new array with the same ids (each render of the editor) asks nothing.
  const wanted = ids.join('\n');
  useEffect(() => {
    const fresh = [...new Set(wanted.split('\n'))].filter((id) => id && !asked.current.has(id));
    for (const id of fresh) {
      asked.current.add(id);
      getImage(id).then(
        (image) => mounted.current && setKnown((all) => ({ ...all, [id]: { status: 'shown', image } })),
        () => mounted.current && setKnown((all) => ({ ...all, [id]: FAILED })),
      );
    }
  }, [wanted]);

  const remember = useCallback((image: ContentImageDto) => {
    asked.current.add(image.id);
    setKnown((all) => ({ ...all, [image.id]: { status: 'shown', image } }));
  }, []);
  const imageOf = useCallback((id: string) => known[id] ?? LOADING, [known]);
  return { imageOf, remember };
}
