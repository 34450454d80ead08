import type { ImageSource } from '@agency/ui';

/**
 * An image made in two widths by packages/artwork/bin/generate.mjs: the large file is the default
 * source, both go into srcSet, and the intrinsic size keeps its space reserved while it loads.
 */
export function picture(large: string, small: string, width: number, height: number): ImageSource {
  return {
    src: large,
    width,
    height,
    srcSet: [
      [small, Math.round(width / 2)],
      [large, width],
    ],
  };
}
