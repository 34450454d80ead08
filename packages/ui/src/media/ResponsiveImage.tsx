import type { ImgHTMLAttributes } from 'react';

export interface ImageSource {
  /** URL of the default (largest needed) file. */
  src: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Optional smaller renditions: [[url, width], ...]. */
  srcSet?: ReadonlyArray<readonly [string, number]>;
  /** Optional AVIF renditions (content images uploaded by staff): offered first, to browsers that read AVIF. */
  avifSrcSet?: ReadonlyArray<readonly [string, number]>;
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ImageSource;
  alt: string;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
};

const srcSetOf = (set: ImageSource['srcSet']) => set?.map(([url, w]) => `${url} ${w}w`).join(', ');

/**
 * An image with intrinsic size, lazy loading below the fold and responsive renditions. With AVIF
 * renditions it is a <picture> whose AVIF <source> comes first (smaller files where supported);
 * without them it stays a bare <img>. The <picture> takes no box of its own (display: contents), so
 * the img's styles and its place in the page's layout are the same either way.
 */
export function ResponsiveImage({ image, alt, priority = false, sizes = '100vw', ...rest }: Props) {
  const srcSet = srcSetOf(image.srcSet);
  const avif = image.avifSrcSet?.length ? srcSetOf(image.avifSrcSet) : undefined;
  const img = (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
  return avif ? (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
