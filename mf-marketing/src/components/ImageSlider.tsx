import { css, useTheme } from '@emotion/react';
import { ChevronLeftIcon, ChevronRightIcon, DotButton, ResponsiveImage, type ImageSource } from '@agency/ui';
import { useState } from 'react';
import { wrapIndex } from '../lib/wrap';

export interface SlideImage {
  image: ImageSource;
  alt: string;
}

interface ImageSliderProps {
  images: ReadonlyArray<SlideImage>;
  /** Names the slider for assistive technology, e.g. the project's title. */
  label: string;
  sizes?: string;
  /** Controlled index (the Creative Design carousel resets it per project); uncontrolled when absent. */
  index?: number;
  onIndexChange?: (index: number) => void;
}

const arrow = css`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: rgba(11, 16, 32, 0.55);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgba(11, 16, 32, 0.8); }
`;

/**
 * A reusable image slider: one image at a time, dot navigation (and arrows when there is more
 * than one image), wrapping at both ends. With no images it renders nothing.
 */
export function ImageSlider({ images, label, sizes = '(min-width: 1024px) 50vw, 100vw', index, onIndexChange }: ImageSliderProps) {
  const t = useTheme();
  const [ownIndex, setOwnIndex] = useState(0);
  if (images.length === 0) return null;
  const current = wrapIndex(index ?? ownIndex, images.length);
  const go = (next: number) => {
    const wrapped = wrapIndex(next, images.length);
    if (index === undefined) setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const slide = images[current]!;
  const many = images.length > 1;

  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} css={css`position: relative;`}>
      <div
        css={css`
          position: relative;
          aspect-ratio: ${slide.image.width} / ${slide.image.height};
          overflow: hidden;
          border-radius: ${t.radii.md};
          background: ${t.colors.sand};
          img { display: block; width: 100%; height: 100%; object-fit: cover; }
        `}
      >
        <ResponsiveImage key={current} image={slide.image} alt={slide.alt} sizes={sizes} />
        {many ? (
          <>
            <button type="button" aria-label="Previous image" onClick={() => go(current - 1)} css={[arrow, css`left: ${t.space(3)};`]}>
              <ChevronLeftIcon size={20} />
            </button>
            <button type="button" aria-label="Next image" onClick={() => go(current + 1)} css={[arrow, css`right: ${t.space(3)};`]}>
              <ChevronRightIcon size={20} />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <div css={css`display: flex; justify-content: center; gap: ${t.space(1)}; margin-top: ${t.space(2)};`}>
          {images.map((_, i) => (
            <DotButton key={i} active={i === current} aria-label={`Show image ${i + 1} of ${images.length}`} aria-current={i === current ? 'true' : undefined} onClick={() => go(i)} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
