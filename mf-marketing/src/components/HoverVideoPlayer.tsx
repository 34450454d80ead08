import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { VideoSources } from './VideoSources';

/**
 * The video layer of HoverVideo, in its own chunk: neither this code nor the file is fetched
 * before the first hover. Muted, so browsers allow it to start without a click.
 */
export default function HoverVideoPlayer({ src, webm, playing }: { src: string; webm?: string; playing: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    if (playing) {
      void video.play()?.catch(() => undefined);
    } else {
      video.pause();
      video.currentTime = 0;
    }
  }, [playing]);
  return (
    <video
      ref={ref}
      muted
      playsInline
      loop
      preload="auto"
      aria-hidden="true"
      data-testid="hover-video-player"
      css={css`opacity: ${playing ? 1 : 0}; transition: opacity 200ms;`}
    >
      <VideoSources mp4={src} webm={webm} />
    </video>
  );
}
