/** The AV1 WebM's type with its codec (main profile, level 4.0: 1080p), so a browser that cannot decode AV1 skips to the MP4. */
export const WEBM_AV1_TYPE = 'video/webm; codecs="av01.0.08M.08"';

/**
 * A video's files, smallest first: the AV1 WebM for the browsers that play it, then the H.264
 * MP4 that every browser plays.
 */
export function VideoSources({ mp4, webm }: { mp4: string; webm?: string }) {
  return (
    <>
      {webm ? <source src={webm} type={WEBM_AV1_TYPE} /> : null}
      <source src={mp4} type="video/mp4" />
    </>
  );
}
