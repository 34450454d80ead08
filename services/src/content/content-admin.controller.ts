import { Body, Controller, Get, HttpCode, HttpStatus, NotFoundException, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../admin/staff.guard';
import { API_PREFIX } from '../api-prefix';
import { CurrentUser, type AuthUser } from '../auth';
import type { ParamValues } from '../common/param-values';
import { AppConfig } from '../config/app-config';
import {
  AdminContentEntryDto,
  AdminContentListDto,
  ContentConflictDto,
  ContentListQueryDto,
  ContentRevisionListDto,
  CreateContentDto,
  KIND_PARAM,
  PreviewLinkDto,
  PublishContentDto,
  RenderedMarkdownDto,
  RenderMarkdownDto,
  SaveContentDto,
  ScheduleContentDto,
} from './content-admin.dto';
import { ContentEditor } from './content-editor.service';
import { CONTENT_KINDS, isContentKind, type ContentKind } from './content-kinds';
import { renderMarkdown } from './markdown';

/**
 * The editor's routes take only a kind of content as {kind}, as the contract's enum says: the
 * addresses beside them (`images`, `files`, `render`) are never theirs, whatever order the modules
 * register in, and a method those do not take gets the API's 405 (common/param-values.ts). Listed in
 * app.module.ts.
 */
export const CONTENT_KIND_VALUES: ParamValues = { routes: `/${API_PREFIX}/admin/content/:kind`, name: 'kind', values: CONTENT_KINDS };

/** The route's {kind}, or 404 (an unknown kind is an address that does not exist; the router already skips one, CONTENT_KIND_VALUES). */
function kindOf(value: string): ContentKind {
  if (!isContentKind(value)) throw new NotFoundException('No such kind of content.');
  return value;
}

const ID_PARAM = { name: 'id', description: 'The entry’s id.' } as const;
const BAD_INPUT = { description: 'A bad field (named in `errors`, fields under `fields.`).' } as const;
const SLUG_CONFLICT = { description: 'The slug is used by another entry of this kind.' } as const;
const CREATE_CONFLICT = { description: 'The slug is used by another entry of this kind, or the kind has one entry only (`contact`) and it exists.' } as const;
const ALWAYS_SHOWN = { description: 'The entry is the published contact details, which the site always shows: edit them instead.' } as const;

/** The back office's content editor (issue 59): every write is audited with its change. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/content')
export class ContentAdminController {
  constructor(
    private readonly editor: ContentEditor,
    private readonly config: AppConfig,
  ) {}

  @Post('render')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Markdown to the sanitised HTML the public answers carry (the editor’s live preview).' })
  @ApiOkResponse({ type: RenderedMarkdownDto })
  @ApiBadRequestResponse(BAD_INPUT)
  render(@Body() body: RenderMarkdownDto): RenderedMarkdownDto {
    return { html: renderMarkdown(body.markdown, new URL(this.config.publicUrl).origin) };
  }

  @Get(':kind')
  @ApiOperation({ summary: 'The entries of a kind with status, author and last change, last changed first.' })
  @ApiParam(KIND_PARAM)
  @ApiOkResponse({ type: AdminContentListDto })
  @ApiNotFoundResponse({ description: 'No such kind.' })
  @ApiBadRequestResponse(BAD_INPUT)
  async list(@Param('kind') kind: string, @Query() query: ContentListQueryDto): Promise<AdminContentListDto> {
    return { items: await this.editor.list(kindOf(kind), query) };
  }

  @Post(':kind')
  @ApiOperation({ summary: 'A new draft (revision 1).' })
  @ApiParam(KIND_PARAM)
  @ApiCreatedResponse({ type: AdminContentEntryDto })
  @ApiBadRequestResponse(BAD_INPUT)
  @ApiConflictResponse(CREATE_CONFLICT)
  @ApiNotFoundResponse({ description: 'No such kind.' })
  create(@Param('kind') kind: string, @Body() body: CreateContentDto, @CurrentUser() user: AuthUser): Promise<AdminContentEntryDto> {
    return this.editor.create(kindOf(kind), body, user.email);
  }

  @Get(':kind/:id')
  @ApiOperation({ summary: 'An entry’s latest revision, with its status, schedule and published revision.' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminContentEntryDto })
  @ApiNotFoundResponse({ description: 'No such entry.' })
  get(@Param('kind') kind: string, @Param('id') id: string): Promise<AdminContentEntryDto> {
    return this.editor.get(kindOf(kind), id);
  }

  @Put(':kind/:id')
  @ApiOperation({ summary: 'Save a new revision on top of `baseRevision` (a newer one: 409 with both versions, nothing stored).' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminContentEntryDto })
  @ApiBadRequestResponse(BAD_INPUT)
  @ApiConflictResponse({ description: 'Someone saved since `baseRevision` (`yours` and `current`), or the slug is taken.', type: ContentConflictDto })
  @ApiNotFoundResponse({ description: 'No such entry.' })
  save(@Param('kind') kind: string, @Param('id') id: string, @Body() body: SaveContentDto, @CurrentUser() user: AuthUser): Promise<AdminContentEntryDto> {
    return this.editor.save(kindOf(kind), id, body, user.email);
  }

  @Post(':kind/:id/publish')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Publish a revision (audited).' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminContentEntryDto })
  @ApiBadRequestResponse(BAD_INPUT)
  @ApiNotFoundResponse({ description: 'No such entry or revision.' })
  publish(@Param('kind') kind: string, @Param('id') id: string, @Body() body: PublishContentDto, @CurrentUser() user: AuthUser): Promise<AdminContentEntryDto> {
    return this.editor.publish(kindOf(kind), id, body.revision, user.email);
  }

  @Post(':kind/:id/unpublish')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Take an entry off the site; it becomes a draft (audited).' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminContentEntryDto })
  @ApiConflictResponse(ALWAYS_SHOWN)
  @ApiNotFoundResponse({ description: 'No such entry.' })
  unpublish(@Param('kind') kind: string, @Param('id') id: string, @CurrentUser() user: AuthUser): Promise<AdminContentEntryDto> {
    return this.editor.unpublish(kindOf(kind), id, user.email);
  }

  @Post(':kind/:id/archive')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Archive an entry: off the site, kept with its history (audited).' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminContentEntryDto })
  @ApiConflictResponse(ALWAYS_SHOWN)
  @ApiNotFoundResponse({ description: 'No such entry.' })
  archive(@Param('kind') kind: string, @Param('id') id: string, @CurrentUser() user: AuthUser): Promise<AdminContentEntryDto> {
    return this.editor.archive(kindOf(kind), id, user.email);
  }

  @Post(':kind/:id/schedule')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Publish a revision at a future time (audited); a published revision stays public until then.' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminContentEntryDto })
  @ApiBadRequestResponse({ description: 'publishAt is not RFC 3339 or not in the future, or a bad revision.' })
  @ApiNotFoundResponse({ description: 'No such entry or revision.' })
  schedule(@Param('kind') kind: string, @Param('id') id: string, @Body() body: ScheduleContentDto, @CurrentUser() user: AuthUser): Promise<AdminContentEntryDto> {
    return this.editor.schedule(kindOf(kind), id, body.revision, body.publishAt, user.email);
  }

  @Get(':kind/:id/revisions')
  @ApiOperation({ summary: 'Every saved revision, newest first.' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: ContentRevisionListDto })
  @ApiNotFoundResponse({ description: 'No such entry.' })
  async revisions(@Param('kind') kind: string, @Param('id') id: string): Promise<ContentRevisionListDto> {
    return { revisions: await this.editor.revisions(kindOf(kind), id) };
  }

  @Post(':kind/:id/revisions/:revision/restore')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Save an old revision’s slug and fields as a new revision (published at once when the entry is published; audited).' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiParam({ name: 'revision', type: 'integer' })
  @ApiOkResponse({ type: AdminContentEntryDto })
  @ApiBadRequestResponse({ description: 'The revision is not a number.' })
  @ApiConflictResponse(SLUG_CONFLICT)
  @ApiNotFoundResponse({ description: 'No such entry or revision.' })
  restore(@Param('kind') kind: string, @Param('id') id: string, @Param('revision', ParseIntPipe) revision: number, @CurrentUser() user: AuthUser): Promise<AdminContentEntryDto> {
    return this.editor.restore(kindOf(kind), id, revision, user.email);
  }

  @Post(':kind/:id/preview-link')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A signed link to the page showing the entry’s latest revision, valid 15 minutes.' })
  @ApiParam(KIND_PARAM)
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: PreviewLinkDto })
  @ApiNotFoundResponse({ description: 'No such entry.' })
  previewLink(@Param('kind') kind: string, @Param('id') id: string): Promise<PreviewLinkDto> {
    return this.editor.previewLink(kindOf(kind), id);
  }
}
