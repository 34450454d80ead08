import { css, useTheme } from '@emotion/react';
import { Badge, ChevronLeftIcon, ChevronRightIcon, H3, Muted, ResponsiveImage } from '@agency/ui';
import { useIdleAfter, usePageLive } from '@agency/platform';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_HOST_MARKER, type VideoProject } from '../../content/motion';
import { wrapIndex } from '../../lib/wrap';
import { VideoSources } from '../../components/VideoSources';

/** The address of a video-host frame, asking it to start muted when autoplay is on. */
function embedUrl(url: string, autoplay: boolean): string {
  if (!autoplay) return url;
  return `${url}${url.includes('?') ? '&' : '?'}autoplay=1&mute=1`;
}

const arrow = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1.5px solid currentColor;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
`;

/** Whether the visitor asked for less motion: a video then waits for its play button. */
const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The featured video carousel (spec 2.4): arrows, thumbnails with their duration, an "N of M"
 * counter, wrapping at both ends. Video-host items play in an embedded frame, the others in a
 * native muted player with controls. Changing the item turns autoplay off.
 *
 * The native player comes after the page: until the page is live and the visitor does something
 * (or an idle moment passes, as for the chat), the frame shows the poster alone, loads nothing of
 * the video and draws no controls. The player's controls are the browser's own shadow tree; drawn
 * and updated while the page loads (their first style, then each state and time change of the
 * autoplaying video), they doubled the page's style and layout at 4x CPU (docs/performance.md), and
 * the video's download competed with the page's own files on a slow network.
 */
export function VideoCarousel({ videos }: { videos: ReadonlyArray<VideoProject> }) {
  const t = useTheme();
  const [index, setIndex] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  const playerOn = useIdleAfter(usePageLive());
  const playing = playerOn && autoplay && !reducedMotion();
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = player.current;
    if (!playing || !video) return;
    video.muted = true;
    // Past its first load, the element does not start on the autoplay attribute alone. A browser
    // that refuses to autoplay keeps the poster, with the controls to start it.
    void video.play()?.catch(() => undefined);
  }, [playing]);
  if (videos.length === 0) return null;
  const current = videos[index]!;
  const select = (next: number) => {
    setIndex(wrapIndex(next, videos.length));
    setAutoplay(false);
  };
  const embedded = current.video.includes(VIDEO_HOST_MARKER);

  return (
    <div role="group" aria-roledescription="carousel" aria-label="Featured motion projects" css={css`display: grid; gap: ${t.space(6)};`}>
      <div css={css`position: relative; aspect-ratio: 16 / 9; border-radius: ${t.radii.lg}; overflow: hidden; background: #000;`}>
        {embedded ? (
          <iframe
            key={`${index}-${current.video}`}
            src={embedUrl(current.video, autoplay)}
            title={current.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            css={css`position: absolute; inset: 0; width: 100%; height: 100%; border: 0;`}
          />
        ) : (
          <video
            key={`${index}-${current.video}`}
            ref={player}
            poster={current.poster ?? current.thumbnail.src}
            controls={playerOn}
            muted
            autoPlay={playing}
            playsInline
            preload={playerOn ? 'metadata' : 'none'}
            aria-label={current.title}
            data-testid="motion-player"
            // The whole frame, never cropped: the pieces keep their words above the band where
            // the player draws its controls.
            css={css`position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain;`}
          >
            <VideoSources mp4={current.video} webm={current.webm} />
          </video>
        )}
      </div>

      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${t.space(4)};`}>
        <button type="button" aria-label="Previous video" onClick={() => select(index - 1)} css={arrow}>
          <ChevronLeftIcon size={20} />
        </button>
        <p aria-live="polite" data-testid="video-counter" css={css`font-weight: 600; font-variant-numeric: tabular-nums;`}>
          {index + 1} of {videos.length}
        </p>
        <button type="button" aria-label="Next video" onClick={() => select(index + 1)} css={arrow}>
          <ChevronRightIcon size={20} />
        </button>
        <div css={css`flex: 1 1 280px; display: grid; gap: ${t.space(1)};`}>
          <div css={css`display: flex; gap: ${t.space(2)}; align-items: center; flex-wrap: wrap;`}>
            <Badge>{current.category}</Badge>
            <span css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textOnDarkMuted};`}>{current.duration}</span>
          </div>
          <H3 data-testid="video-title">{current.title}</H3>
          <Muted onDark>{current.description}</Muted>
          <p css={css`color: ${t.colors.accent}; font-weight: 600; font-size: ${t.fontSizes.sm};`}>{current.result}</p>
        </div>
      </div>

      <ul
        aria-label="All videos"
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${t.space(3)};
          grid-template-columns: repeat(2, minmax(0, 1fr));
          ${t.mq.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
        `}
      >
        {videos.map((video, i) => (
          <li key={video.title}>
            <button
              type="button"
              onClick={() => select(i)}
              aria-pressed={i === index}
              css={css`
                width: 100%;
                display: grid;
                grid-template-areas: 'thumb' 'title';
                gap: ${t.space(2)};
                padding: ${t.space(2)};
                border-radius: ${t.radii.md};
                border: 2px solid ${i === index ? t.colors.accent : 'rgba(255,255,255,0.12)'};
                background: rgba(255, 255, 255, 0.04);
                color: inherit;
                text-align: left;
                cursor: pointer;
                img { display: block; width: 100%; height: auto; border-radius: ${t.radii.sm}; }
              `}
            >
              <span css={css`grid-area: thumb;`}>
                <ResponsiveImage image={video.thumbnail} alt="" sizes="(min-width: 768px) 25vw, 50vw" />
              </span>
              <span css={css`grid-area: title; font-size: ${t.fontSizes.sm}; font-weight: 600;`}>{video.title}</span>
              {/* Over the thumbnail's corner; after the title in reading order ("Title 30 seconds"). */}
              <span
                css={css`
                  grid-area: thumb;
                  align-self: end;
                  justify-self: end;
                  margin: ${t.space(1.5)};
                  padding: 2px 8px;
                  border-radius: ${t.radii.pill};
                  background: rgba(11, 16, 32, 0.8);
                  color: #fff;
                  font-size: ${t.fontSizes.xs};
                `}
              >
                {video.duration}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
