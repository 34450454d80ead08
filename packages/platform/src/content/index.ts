// `@agency/platform/content`: a sub-path each front end that shows the API's content bundles itself
// (as ../catalog), so the shared platform module every page loads does not grow by it. Its
// per-process state (the render's reads, the last good answers) is global to the process, whichever
// copy holds it.
export { ContentGate, type ContentGateFor, type ContentGateProps } from './ContentGate';
export { ANY_CONTENT_TAG, ContentReadsContext, createContentReads, tagsOf, type ContentReads } from './contentReads';
export { SERVER_TIMEOUT_MS, contentBlockId, contentJson, contentUrl, forgetLastGoodContent, record, serverContent, type ServerContent } from './contentRead';
export type { ContentAnswer, ContentData, ContentPath, ContentRead } from './contentTypes';
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
} from './types';
export { imageSourceOf } from './imageSource';
