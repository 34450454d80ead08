import fs from 'node:fs';
import path from 'node:path';
import { Controller, ForbiddenException, Get, NotFoundException, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthGuard, CurrentUser } from '../auth';
import { ApiErrors } from '../common/api-error-responses';
import { unlockingKeys } from '../catalog/catalog.data';
import { CatalogService } from '../catalog/catalog.service';
import { RESOURCE_FILE_TYPES } from '../content/fields/resource-fields.dto';
import { ContentFilesService } from '../content/media/content-files.service';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { ASSETS_DIR } from './assets-dir';

/** The home page's two free resources; nothing else is served from the public folder. */
// A Map, not an object literal: a name such as "constructor" or "__proto__" must find nothing,
// not a property every object inherits.
const PUBLIC_FILES = new Map<string, string>([
  ['brand-starter-guide.pdf', 'application/pdf'],
  ['brand-toolkit.zip', 'application/zip'],
]);

function sendFile(res: Response, file: string, mime: string, downloadName: string) {
  const size = fs.statSync(file).size;
  res.setHeader('Content-Type', mime);
  res.setHeader('Content-Length', String(size));
  // The ASCII fallback plus RFC 5987 keeps titles with any character intact.
  const ascii = downloadName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  fs.createReadStream(file).pipe(res);
}

/** A file sent as an attachment under its title (Content-Disposition). */
const FILE_ANSWER = { description: 'The file, as an attachment.', schema: { type: 'string', format: 'binary' } } as const;

@ApiTags('downloads')
@Controller()
export class DownloadsController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly entitlements: EntitlementsService,
    private readonly files: ContentFilesService,
  ) {}

  @Get('downloads/public/:file')
  @ApiOperation({ summary: 'The home page’s free resources.' })
  @ApiParam({ name: 'file', enum: [...PUBLIC_FILES.keys()] })
  @ApiProduces(...new Set(PUBLIC_FILES.values()))
  @ApiOkResponse(FILE_ANSWER)
  @ApiErrors({ 404: 'No such free file.' })
  publicFile(@Param('file') name: string, @Res() res: Response): void {
    const mime = PUBLIC_FILES.get(name);
    if (!mime) throw new NotFoundException('File not found.');
    sendFile(res, path.join(ASSETS_DIR, 'public', name), mime, name);
  }

  @Get('drive/download/:id')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A resource hub file; the persona kit needs a purchase that unlocks it.' })
  @ApiParam({ name: 'id', description: 'A resource id from GET /api/catalog.' })
  // Each file is served with its own type (a .docx as a Word document), so each is declared.
  @ApiProduces(...RESOURCE_FILE_TYPES)
  @ApiOkResponse(FILE_ANSWER)
  @ApiErrors({ 401: 'No valid token.', 403: 'Buy resource access to download this file.', 404: 'Unknown, or coming soon.' })
  async hubFile(@Param('id') id: string, @CurrentUser() user: { email: string }, @Res() res: Response): Promise<void> {
    const resource = await this.catalog.resource(id);
    if (!resource) throw new NotFoundException('Resource not found.');
    if (resource.comingSoon || !resource.file) throw new NotFoundException('This resource is coming soon and cannot be downloaded yet.');
    if (resource.access === 'paid' && !(await this.entitlements.hasAccess(user.email, unlockingKeys(resource.itemKey)))) {
      throw new ForbiddenException('Buy resource access to download this file.');
    }
    const file = this.hubFilePath(resource.file.name);
    if (!file) throw new NotFoundException('This resource’s file is not stored yet.');
    const extension = path.extname(resource.file.name);
    sendFile(res, file, resource.file.mime, `${resource.title}${extension}`);
  }

  /**
   * Where a resource's file lies: the files shipped with the site (assets/hub), else one staff
   * uploaded in the back office (POST /api/admin/content/files, under the data folder); null when
   * neither holds it (a name typed before its upload), so the answer is a 404, not a 500.
   */
  private hubFilePath(name: string): string | null {
    // The name is checked as a stored file's name first, so it can never leave either folder.
    const uploaded = this.files.pathOf(name);
    if (!uploaded) return null;
    const shipped = path.join(ASSETS_DIR, 'hub', name);
    if (fs.existsSync(shipped)) return shipped;
    return fs.existsSync(uploaded) ? uploaded : null;
  }
}
