import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors, InputValidationException } from '../../common/validation';
import type { ContentKind } from '../content-kinds';
import { ArticleFieldsDto } from './article-fields.dto';
import { CaseStudyFieldsDto } from './case-study-fields.dto';
import { ContactFieldsDto } from './contact-fields.dto';
import { ResourceFieldsDto } from './resource-fields.dto';
import { ServiceFieldsDto, StatisticFieldsDto, TestimonialFieldsDto } from './site-fields.dto';

/** The fields DTO of each kind. */
export const FIELDS_OF_KIND: Record<ContentKind, Type> = {
  article: ArticleFieldsDto,
  'case-study': CaseStudyFieldsDto,
  resource: ResourceFieldsDto,
  testimonial: TestimonialFieldsDto,
  statistic: StatisticFieldsDto,
  service: ServiceFieldsDto,
  contact: ContactFieldsDto,
};

/**
 * Checks `fields` against its kind's DTO, as the global pipe checks bodies (unknown fields refused,
 * errors per field under `fields.`): the body's DTO cannot know the kind, the route's parameter does.
 * Returns the fields as stored (plain JSON, only the DTO's properties).
 */
export async function validFields(kind: ContentKind, fields: unknown): Promise<Record<string, unknown>> {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new InputValidationException({ fields: ['fields must be an object'] });
  }
  const instance = plainToInstance(FIELDS_OF_KIND[kind], fields) as object;
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
  });
  if (errors.length) throw new InputValidationException(flattenValidationErrors(errors, 'fields'));
  return JSON.parse(JSON.stringify(instance)) as Record<string, unknown>;
}
