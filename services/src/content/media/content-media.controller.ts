import { Body, Controller, Get, HttpCode, HttpStatus, NotFoundException, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import fs from 'node:fs';
import type { AuthenticatedRequest } from '../../auth';
import { StaffOnly } from '../../admin/staff.guard';
import { ApiErrors } from '../../common/api-error-responses';
import { AcceptsBody } from '../../common/request-guards';
import { ContentFileDto, ContentImageDto } from './content-image.dto';
import { ContentFilesService } from './content-files.service';
import { ContentImagesService } from './content-images.service';
import { ImageIdPipe } from './image-id.pipe';
import { ContentFileUpload, ContentImageUpload, type SingleFileRequest } from './single-file-upload.interceptor';

type UploadRequest = SingleFileRequest & AuthenticatedRequest;

/** Staff upload images and resource files for content, and read back an image an entry names. */
@ApiTags('content')
@Controller('admin/content')
@StaffOnly()
export class ContentMediaAdminController {
  constructor(
    private readonly images: ContentImagesService,
    private readonly files: ContentFilesService,
  ) {}

  @Post('images')
  @HttpCode(HttpStatus.CREATED)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(ContentImageUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'alt'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP or AVIF image (checked by its bytes), at most 8 MB.' },
        alt: { type: 'string', minLength: 1, maxLength: 250, description: 'Alt text: what the image shows.' },
      },
    },
  })
  @ApiOperation({ summary: 'Upload a content image: stored as WebP and AVIF at 640, 1024 and 1600 px wide (never wider than the original), metadata removed.' })
  @ApiCreatedResponse({ type: ContentImageDto })
  @ApiErrors({
    400: 'Not a JPEG, PNG, WebP or AVIF image, a damaged image, or alt text missing or over 250 characters (`errors.file`, `errors.alt`); nothing is stored.',
    413: 'The image is larger than 8 MB; nothing is stored.',
  })
  uploadImage(@Req() req: UploadRequest, @Body() body: Record<string, unknown>): Promise<ContentImageDto> {
    // The interceptor answered 400 when no file came.
    return this.images.upload(req.file as NonNullable<UploadRequest['file']>, body.alt, req.user?.email ?? 'unknown');
  }

  @Get('images/:id')
  @ApiOperation({ summary: 'A stored content image as the upload answered it (variants and alt text): the editor shows the images an entry names.' })
  @ApiParam({ name: 'id', description: 'The image’s id: a UUID for an upload, a readable id for a seeded image.', example: 'a3c1f9e2-6d0b-4c8e-9f7a-2b1d4e5f6a7b' })
  @ApiOkResponse({ type: ContentImageDto })
  @ApiErrors({
    400: 'The id is not an image id (`errors.id`): lower-case letters, digits and dashes, at most 80.',
    404: 'No image has this id.',
  })
  async image(@Param('id', ImageIdPipe) id: string): Promise<ContentImageDto> {
    const image = await this.images.dtoOf(id);
    if (!image) throw new NotFoundException(`No image has the id “${id}”: it was never uploaded here.`);
    return image;
  }

  @Post('files')
  @HttpCode(HttpStatus.CREATED)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(ContentFileUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'A PDF, DOCX, XLSX or ZIP file (checked by its bytes), at most 20 MB.' } },
    },
  })
  @ApiOperation({ summary: 'Upload a resource-hub file; a resource entry names it by the answer’s `name`.' })
  @ApiCreatedResponse({ type: ContentFileDto })
  @ApiErrors({
    400: 'Not a PDF, DOCX, XLSX or ZIP file (`errors.file`); nothing is stored.',
    409: 'A different file of that name is already stored; nothing is changed.',
    413: 'The file is larger than 20 MB; nothing is stored.',
  })
  uploadFile(@Req() req: UploadRequest): Promise<ContentFileDto> {
    return this.files.store(req.file as NonNullable<UploadRequest['file']>);
  }
}

/** The public side: an image variant, immutable (a new upload is a new id). */
@ApiTags('content')
@Controller('content/images')
export class ContentImagesController {
  constructor(private readonly images: ContentImagesService) {}

  @Get(':id/:file')
  @ApiOperation({ summary: 'One variant of a content image (`640.webp`, `1024.avif`, ...): only the files its row lists.' })
  @ApiProduces('image/webp', 'image/avif')
  @ApiOkResponse({ description: 'The image, cached for a year (immutable).', schema: { type: 'string', format: 'binary' } })
  @ApiErrors({ 404: 'No such image, or no such variant of it.' })
  async variant(@Param('id') id: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    const found = await this.images.variantFile(id, file);
    const size = found && (await fs.promises.stat(found.path).catch(() => null))?.size;
    if (!found || !size) throw new NotFoundException('Image not found.');
    res.setHeader('Content-Type', found.contentType);
    res.setHeader('Content-Length', String(size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    fs.createReadStream(found.path).pipe(res);
  }
}
