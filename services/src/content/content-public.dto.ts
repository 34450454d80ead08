import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RESOURCE_TYPES } from '../catalog/catalog.data';
import { ContentImageDto } from './media/content-image.dto';
import { RESOURCE_FILE_TYPES } from './fields/resource-fields.dto';

/** The public answers of /api/content (published content only). */
export class AuthorDto {
  @ApiProperty() name: string;
  @ApiProperty() bio: string;
  @ApiProperty({ type: ContentImageDto, nullable: true }) photo: ContentImageDto | null;
}

export class ArticleSummaryDto {
  @ApiProperty({ example: 'ai-in-modern-branding' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({ type: ContentImageDto, nullable: true, description: 'alt is the article’s cover alt text.' }) cover: ContentImageDto | null;
  @ApiProperty({ type: AuthorDto }) author: AuthorDto;
  @ApiProperty() category: string;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ description: 'Publication date, YYYY-MM-DD.', example: '2024-03-15' }) date: string;
  @ApiProperty({ description: 'As staff wrote it, else worked out from the body (about 200 words a minute).', example: '5 min read' }) readingTime: string;
}

export class ArticleDto extends ArticleSummaryDto {
  @ApiProperty({ description: 'The Markdown body as sanitised HTML.' }) bodyHtml: string;
  @ApiProperty({ type: [ArticleSummaryDto] }) related: ArticleSummaryDto[];
}

export class ArticleListDto {
  @ApiProperty({ type: [ArticleSummaryDto], description: 'Newest first.' }) articles: ArticleSummaryDto[];
}

export class CaseStudySummaryDto {
  @ApiProperty({ example: 'ukweli' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty() subtitle: string;
  @ApiProperty() category: string;
  @ApiProperty({ description: 'Who the work was for; empty when staff have not said.', example: 'Ukweli Africa' }) client: string;
  @ApiProperty({ type: ContentImageDto, nullable: true }) cover: ContentImageDto | null;
}

export class WebsiteDto {
  @ApiProperty() label: string;
  @ApiProperty() href: string;
}

export class StatDto {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
}

export class ApproachStepDto {
  @ApiProperty() title: string;
  @ApiPropertyOptional() when?: string;
  @ApiProperty() text: string;
}

export class PrimaryColourDto {
  @ApiProperty() main: string;
  @ApiProperty() strong: string;
}

export class CaseStudyDto extends CaseStudySummaryDto {
  @ApiProperty() overview: string;
  @ApiProperty({ type: WebsiteDto, nullable: true }) website: WebsiteDto | null;
  @ApiProperty({ type: [StatDto] }) stats: StatDto[];
  @ApiProperty() approachTitle: string;
  @ApiProperty({ type: [ApproachStepDto] }) approach: ApproachStepDto[];
  @ApiProperty({ type: PrimaryColourDto, nullable: true }) primary: PrimaryColourDto | null;
  @ApiProperty() showOtherStudies: boolean;
  @ApiProperty({ type: ContentImageDto, nullable: true }) hero: ContentImageDto | null;
  @ApiProperty({ type: [ContentImageDto] }) gallery: ContentImageDto[];
}

export class CaseStudyListDto {
  @ApiProperty({ type: [CaseStudySummaryDto], description: 'In the portfolio’s order.' }) caseStudies: CaseStudySummaryDto[];
}

export class ResourceFileDto {
  @ApiProperty() name: string;
  @ApiProperty({ enum: RESOURCE_FILE_TYPES }) mime: string;
}

export class ResourceDto {
  @ApiProperty({ example: 'brand-persona-guide', description: 'Also the id of GET /api/drive/download/{id}.' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: RESOURCE_TYPES, enumName: 'ResourceType' }) type: (typeof RESOURCE_TYPES)[number];
  @ApiProperty() category: string;
  @ApiProperty() isNew: boolean;
  @ApiProperty() comingSoon: boolean;
  @ApiProperty({ type: ResourceFileDto, nullable: true }) file: ResourceFileDto | null;
  @ApiProperty({ enum: ['free', 'paid'] }) access: 'free' | 'paid';
  @ApiProperty({ type: 'string', nullable: true, description: 'The catalog item (an ItemKey) that unlocks it when paid; null when free.' }) itemKey: string | null;
}

export class ResourceListDto {
  @ApiProperty({ type: [ResourceDto] }) resources: ResourceDto[];
}

export class TestimonialDto {
  @ApiProperty() name: string;
  @ApiProperty() role: string;
  @ApiProperty() company: string;
  @ApiProperty() quote: string;
  @ApiProperty({ type: 'integer', nullable: true }) rating: number | null;
}

export class StatisticDto {
  @ApiProperty({ example: 70 }) value: number;
  @ApiProperty({ example: '+' }) suffix: string;
  @ApiProperty({ example: 'Projects Completed' }) label: string;
}

export class OfferingDto {
  @ApiProperty() title: string;
  @ApiProperty() description: string;
}

export class ServiceFactsDto {
  @ApiProperty({ example: 'creative-design', description: 'The service page’s path without its /.' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: [OfferingDto] }) offerings: OfferingDto[];
  @ApiProperty({ type: 'string', nullable: true }) priceText: string | null;
}

export class SiteContentDto {
  @ApiProperty({ type: [TestimonialDto] }) testimonials: TestimonialDto[];
  @ApiProperty({ type: [StatisticDto] }) statistics: StatisticDto[];
  @ApiProperty({ type: [ServiceFactsDto] }) services: ServiceFactsDto[];
}

export class ContactPhoneDto {
  @ApiProperty({ example: 'Rwanda' }) country: string;
  @ApiProperty({ example: 'RW', description: 'ISO 3166-1 alpha-2.' }) countryCode: string;
  @ApiProperty({ example: '+250 788 412 630' }) display: string;
  @ApiProperty({ example: 'tel:+250788412630', description: 'tel:+ and the number’s digits.' }) href: string;
}

export class ContactLineDto {
  @ApiProperty({ example: '+256 772 601 944' }) display: string;
  @ApiProperty({ example: 'tel:+256772601944' }) href: string;
}

export class ContactOfficeDto {
  @ApiProperty({ example: 'Kigali' }) locality: string;
  @ApiProperty({ example: 'RW', description: 'ISO 3166-1 alpha-2.' }) country: string;
  @ApiProperty({ example: '+250 788 412 630', description: 'As shown.' }) phone: string;
}

export class ContactSocialsDto {
  @ApiProperty({ example: 'https://www.facebook.com/nyotacreative' }) facebook: string;
  @ApiProperty({ example: 'https://www.instagram.com/nyotacreative' }) instagram: string;
  @ApiProperty({ example: 'https://www.linkedin.com/company/nyotacreative' }) linkedin: string;
}

/** The agency's contact details as published (the `contact` entry), with the links made from the numbers. */
export class ContactDetailsDto {
  @ApiProperty({ example: 'hello@nyotacreative.com' }) email: string;
  @ApiProperty({ example: 'Kampala, Uganda' }) location: string;
  @ApiProperty({ type: [ContactPhoneDto] }) phones: ContactPhoneDto[];
  @ApiProperty({ type: ContactLineDto, description: 'The number offered for a call (one of `phones`), with its tel: link.' }) mainLine: ContactLineDto;
  @ApiProperty({ type: ContactLineDto, description: 'The WhatsApp number, with its https://wa.me/ link.' }) whatsapp: ContactLineDto;
  @ApiProperty({ type: [ContactOfficeDto] }) offices: ContactOfficeDto[];
  @ApiProperty({ type: ContactSocialsDto }) socials: ContactSocialsDto;
}

export class ContentChangeDto {
  @ApiProperty() n: number;
  @ApiProperty({ type: [String], example: ['article:ai-in-modern-branding', 'articles'] }) tags: string[];
}

export class ContentChangesDto {
  @ApiProperty({ description: 'The newest change number (0 when none).' }) latest: number;
  @ApiProperty({ type: [ContentChangeDto], description: 'The changes after `since`, oldest first (at most 500).' }) changes: ContentChangeDto[];
}
