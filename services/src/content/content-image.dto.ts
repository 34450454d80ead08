import { ApiProperty } from '@nestjs/swagger';

/** An image of the content, shaped like @agency/ui's ImageSource plus its alt text; every URL is under /api/content/images/. */
export class ContentImageDto {
  @ApiProperty({ example: 'article-ai-in-modern-branding' })
  id: string;

  @ApiProperty()
  alt: string;

  @ApiProperty({ example: '/api/content/images/article-ai-in-modern-branding/1600.webp' })
  src: string;

  @ApiProperty()
  width: number;

  @ApiProperty()
  height: number;

  @ApiProperty({ description: 'WebP variants: [url, width].', type: 'array', items: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'number' }] }, minItems: 2, maxItems: 2 } })
  srcSet: [string, number][];

  @ApiProperty({ description: 'AVIF variants: [url, width] (none for the seeded images).', type: 'array', items: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'number' }] }, minItems: 2, maxItems: 2 } })
  avifSrcSet: [string, number][];
}
