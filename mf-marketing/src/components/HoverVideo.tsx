import { css, useTheme } from '@emotion/react';
import { PlayIcon, ResponsiveImage, type ImageSource } from '@agency/ui';
import { Suspense, lazy, useState } from 'react';

const HoverVideoPlayer = lazy(() => import('./HoverVideoPlayer'));

interface HoverVideoProps {
  /** The video file's URL (H.264 MP4); nothing is fetched until the visitor hovers or presses the card. */
  src: string;
  /** The same video as AV1 WebM, preferred where the browser plays it. */
  webm?: string;
  thumbnail: ImageSource;
  alt: string;
  /** Width / height of the frame, when it must match its neighbours (the picture is cropped to it). */
  ratio?: number;
}

/**
 * A thumbnail that plays its video muted while the pointer is over it and stops, back at the
 * start, when the pointer leaves (on touch screens and from the keyboard, a press toggles it).
 * The player's code, the video element and its file are only loaded on the first hover, so the
 * page fetches no video until then.
 */
export function HoverVideo({ src, webm, thumbnail, alt, ratio }: HoverVideoProps) {
  const t = useTheme();
  const [activated, setActivated] = useState(false);
  const [playing, setPlaying] = useState(false);

  const start = () => {
    setActivated(true);
    setPlaying(true);
  };
  const stop = () => setPlaying(false);

  return (
    <button
      type="button"
      data-testid="hover-video"
      data-playing={playing ? 'true' : 'false'}
      aria-pressed={playing}
      aria-label={`Play the video: ${alt}`}
      onMouseEnter={start}
      onMouseLeave={stop}
      // Touch screens have no hover: a tap starts and stops the video.
      onClick={() => (playing ? stop() : start())}
      css={css`
        position: relative;
        display: block;
        width: 100%;
        padding: 0;
        border: 0;
        cursor: pointer;
        aspect-ratio: ${ratio ?? `${thumbnail.width} / ${thumbnail.height}`};
        overflow: hidden;
        border-radius: ${t.radii.md};
        background: ${t.colors.ink};
        &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
        img, video { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
      `}
    >
      <ResponsiveImage image={thumbnail} alt={alt} sizes="(min-width: 1024px) 50vw, 100vw" />
      {activated ? (
        <Suspense fallback={null}>
          <HoverVideoPlayer src={src} webm={webm} playing={playing} />
        </Suspense>
      ) : null}
      <span
        aria-hidden="true"
        css={css`
          position: absolute;
          left: ${t.space(4)};
          bottom: ${t.space(4)};
          display: grid;
          place-items: center;
          width: 48px;
          height: 48px;
          border-radius: 50%;
          background: rgba(255, 255, 255, 0.9);
          color: ${t.colors.ink};
          opacity: ${playing ? 0 : 1};
          transition: opacity ${t.durations.base};
        `}
      >
        <PlayIcon size={20} />
      </span>
    </button>
  );
}
