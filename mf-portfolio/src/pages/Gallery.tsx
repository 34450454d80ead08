import { css, useTheme } from '@emotion/react';
import { Modal, ResponsiveImage } from '@agency/ui';
import { useState } from 'react';
import { imageSourceOf, type ContentImageDto } from '@agency/platform/content';

/** Thumbnails that open the chosen image enlarged in the design-system modal. */
export function Gallery({ title, images }: { title: string; images: ContentImageDto[] }) {
  const t = useTheme();
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : images[open];
  return (
    <>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${t.space(4)};
          grid-template-columns: 1fr;
          ${t.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${t.space(6)}; }
        `}
      >
        {images.map((item, index) => (
          <li key={item.id + index}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Enlarge image ${index + 1} of ${images.length}: ${item.alt}`}
              css={css`
                display: block;
                width: 100%;
                padding: 0;
                border: 0;
                border-radius: ${t.radii.lg};
                overflow: hidden;
                cursor: zoom-in;
                background: ${t.colors.sand};
                img { display: block; width: 100%; height: auto; transition: transform ${t.durations.slow}; }
                &:hover img { transform: scale(1.03); }
                &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 3px; }
              `}
            >
              <ResponsiveImage image={imageSourceOf(item)} alt={item.alt} sizes="(min-width: 768px) 50vw, 100vw" />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={current !== null} onClose={() => setOpen(null)} title={`${title}: image ${(open ?? 0) + 1} of ${images.length}`} closeLabel="Close image" size="xl" stage>
        {current ? (
          <ResponsiveImage
            image={imageSourceOf(current)}
            alt={current.alt}
            priority
            sizes="(min-width: 1200px) 1100px, 100vw"
            css={css`display: block; width: 100%; height: auto; border-radius: ${t.radii.md};`}
          />
        ) : null}
      </Modal>
    </>
  );
}
