import type { ImgHTMLAttributes } from 'react';

export interface ImageSource {
  /** URL of the default (largest needed) file. */
  src: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Optional smaller renditions: [[url, width], ...]. */
  srcSet?: ReadonlyArray<readonly [string, number]>;
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ImageSource;
  alt: string;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
};

/** An image with intrinsic size, lazy loading below the fold and responsive renditions. */
export function ResponsiveImage({ image, alt, priority = false, sizes = '100vw', ...rest }: Props) {
  const srcSet = image.srcSet?.map(([url, w]) => `${url} ${w}w`).join(', ');
  return (
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
}
