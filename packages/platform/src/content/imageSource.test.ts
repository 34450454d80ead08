import { imageSourceOf } from './imageSource';

describe('imageSourceOf', () => {
  it('reads each variant back as a URL and a width, AVIF ones too', () => {
    const image = {
      id: 'cover',
      alt: 'A cover',
      src: '/api/content/images/cover/1024.webp',
      width: 1024,
      height: 576,
      srcSet: [
        ['/api/content/images/cover/640.webp', 640],
        ['/api/content/images/cover/1024.webp', 1024],
      ],
      avifSrcSet: [['/api/content/images/cover/640.avif', 640]],
    };
    expect(imageSourceOf(image)).toEqual({
      src: '/api/content/images/cover/1024.webp',
      width: 1024,
      height: 576,
      srcSet: [
        ['/api/content/images/cover/640.webp', 640],
        ['/api/content/images/cover/1024.webp', 1024],
      ],
      avifSrcSet: [['/api/content/images/cover/640.avif', 640]],
    });
  });
});
