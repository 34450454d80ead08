import { ApiProperty, type SchemaObject } from '@nestjs/swagger';

/** `[url, width]`: one variant of an image, as @agency/ui's ImageSource lists them. */
const VARIANT_ITEM: SchemaObject = { type: 'array', minItems: 2, maxItems: 2, items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } };

/** A content image as pages draw it: @agency/ui's ImageSource plus its alt text (TYPES.md). */
export class ContentImageDto {
  @ApiProperty({ example: 'a3c1f9e2-6d0b-4c8e-9f7a-2b1d4e5f6a7b' })
  id: string;

  @ApiProperty({ description: 'The alt text staff wrote for it.' })
  alt: string;

  @ApiProperty({ description: 'The largest WebP variant: /api/content/images/<id>/<file>.' })
  src: string;

  @ApiProperty({ description: 'Width of the largest variant, in px.' })
  width: number;

  @ApiProperty({ description: 'Height of the largest variant, in px.' })
  height: number;

  @ApiProperty({ type: 'array', items: VARIANT_ITEM, description: 'WebP variants, narrowest first: [url, width].' })
  srcSet: [string, number][];

  @ApiProperty({ type: 'array', items: VARIANT_ITEM, description: 'AVIF variants, narrowest first: [url, width] (empty for seeded images).' })
  avifSrcSet: [string, number][];
}

/** A resource file stored for the resource hub. */
export class ContentFileDto {
  @ApiProperty({ description: 'The stored file name (what a resource entry names as its file).', example: 'brand-starter-guide.pdf' })
  name: string;

  @ApiProperty({ example: 'application/pdf' })
  mime: string;

  @ApiProperty({ description: 'Bytes.' })
  size: number;
}
