import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/api-error-responses';
import { ContentCardsService } from './content-cards.service';
import { CARD_KINDS, type CardKind } from './card-kinds';

/** A slug as content slugs are written; anything else is no card. */
const SLUG_PNG = /^([a-z0-9][a-z0-9-]{0,119})\.png$/;

@ApiTags('content')
@Controller('content/cards')
export class ContentCardsController {
  constructor(private readonly cards: ContentCardsService) {}

  @Get(':kind/:file')
  @ApiOperation({ summary: 'The 1200x630 share card (Open Graph image) of a published article or case study: `/api/content/cards/article/<slug>.png`.' })
  @ApiParam({ name: 'kind', enum: [...CARD_KINDS] })
  @ApiParam({ name: 'file', description: '`<slug>.png`', example: 'ai-in-modern-branding.png' })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'The card, cached for 5 minutes.', schema: { type: 'string', format: 'binary' } })
  @ApiErrors({ 404: 'No such kind, or no published entry with that slug.' })
  async card(@Param('kind') kind: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    const slug = SLUG_PNG.exec(file)?.[1];
    if (!slug || !CARD_KINDS.includes(kind as CardKind)) throw new NotFoundException('Share card not found.');
    const png = await this.cards.card(kind as CardKind, slug);
    if (!png) throw new NotFoundException('Share card not found.');
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(png);
  }
}
