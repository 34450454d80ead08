import type { ImageSource } from '@agency/ui';
import type { ContentImageDto } from './types';

type Variants = ContentImageDto['srcSet'];

/**
 * A content image as @agency/ui's ResponsiveImage draws it. The contract (OpenAPI 3.0) cannot say
 * "a pair of a URL and a width", so its variants arrive typed as arrays of either; each pair is
 * read back here, once, rather than cast at every page.
 */
export function imageSourceOf(image: ContentImageDto): ImageSource {
  return { src: image.src, width: image.width, height: image.height, srcSet: pairs(image.srcSet), avifSrcSet: pairs(image.avifSrcSet) };
}

const pairs = (variants: Variants): Array<readonly [string, number]> => variants.map(([url, width]) => [String(url), Number(width)] as const);
