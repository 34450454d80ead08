// stand-in until the content gate lands: the DTOs of docs TYPES.md; the contract's generated types replace them.
export interface ContentImageDto { id: string; alt: string; src: string; width: number; height: number; srcSet: [string, number][]; avifSrcSet: [string, number][] }
export interface AuthorDto { name: string; bio: string; photo: ContentImageDto | null }
export interface ArticleSummaryDto { slug: string; title: string; excerpt: string; cover: ContentImageDto | null; author: AuthorDto; category: string; tags: string[]; date: string; readingTime: string }
export interface ArticleDto extends ArticleSummaryDto { bodyHtml: string; related: ArticleSummaryDto[] }
export interface CaseStudySummaryDto { slug: string; title: string; subtitle: string; category: string; cover: ContentImageDto | null }
export interface CaseStudyDto extends CaseStudySummaryDto {
  overview: string; website: { label: string; href: string } | null; stats: { value: string; label: string }[];
  approachTitle: string; approach: { title: string; when?: string; text: string }[]; primary: { main: string; strong: string } | null;
  showOtherStudies: boolean; hero: ContentImageDto | null; gallery: ContentImageDto[];
}
export interface ResourceDto {
  slug: string; title: string; description: string; type: 'DOCX' | 'XLSX' | 'WEB' | 'PDF'; category: string; isNew: boolean; comingSoon: boolean;
  file: { name: string; mime: string } | null; access: 'free' | 'paid'; itemKey: string | null;
}
export interface TestimonialDto { name: string; role: string; company: string; quote: string; rating: number | null }
export interface StatisticDto { value: number; suffix: string; label: string }
export interface ServiceFactsDto { slug: string; title: string; offerings: { title: string; description: string }[]; priceText: string | null }
export interface SiteContentDto { testimonials: TestimonialDto[]; statistics: StatisticDto[]; services: ServiceFactsDto[] }

/** Each public read's 200 answer, by path (the contract's `paths` replace this). */
export interface ContentAnswers {
  '/api/content/articles': { articles: ArticleSummaryDto[] };
  '/api/content/articles/{slug}': ArticleDto;
  '/api/content/case-studies': { caseStudies: CaseStudySummaryDto[] };
  '/api/content/case-studies/{slug}': CaseStudyDto;
  '/api/content/resources': { resources: ResourceDto[] };
  '/api/content/resources/{slug}': ResourceDto;
  '/api/content/site': SiteContentDto;
}
