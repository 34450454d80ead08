// The content's answers as the contract describes them (services/openapi.json, `npm run contract`).
export type {
  ArticleDto,
  ArticleSummaryDto,
  AuthorDto,
  CaseStudyDto,
  CaseStudySummaryDto,
  ContentImageDto,
  ResourceDto,
  ServiceFactsDto,
  SiteContentDto,
  StatisticDto,
  TestimonialDto,
} from '../api/schema';
