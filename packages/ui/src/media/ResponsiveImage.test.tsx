import { render } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

const webp = { src: '/a/1600.webp', width: 1600, height: 900, srcSet: [['/a/640.webp', 640], ['/a/1600.webp', 1600]] as const };

describe('ResponsiveImage', () => {
  it('is a bare img with its WebP renditions when there is no AVIF', () => {
    const { container } = render(<ResponsiveImage image={{ ...webp, avifSrcSet: [] }} alt="A" sizes="50vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('srcset', '/a/640.webp 640w, /a/1600.webp 1600w');
  });

  it('offers the AVIF renditions first in a picture, with the same sizes', () => {
    const { container } = render(<ResponsiveImage image={{ ...webp, avifSrcSet: [['/a/640.avif', 640]] }} alt="A" sizes="50vw" />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', '/a/640.avif 640w');
    expect(source).toHaveAttribute('sizes', '50vw');
    expect(container.querySelector('picture > img')).toHaveAttribute('alt', 'A');
  });
});
