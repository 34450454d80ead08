import type { ArticleDto, ArticleSummaryDto, ContentImageDto } from '@agency/platform/content';

/** A content image as the API answers it (WebP only, as the seeded ones). */
export const image = (id: string, alt: string, width = 1600, height = 900): ContentImageDto => ({
  id,
  alt,
  src: `/api/content/images/${id}/${width}.webp`,
  width,
  height,
  srcSet: [[`/api/content/images/${id}/640.webp`, 640], [`/api/content/images/${id}/${width}.webp`, width]],
  avifSrcSet: [],
});

const author = (name: string, bio: string) => ({ name, bio, photo: image(name.toLowerCase().replace(/ /g, '-'), `Portrait of ${name}`, 320, 320) });

const summary = (slug: string, title: string, category: string, date: string, readingTime: string, by: ArticleSummaryDto['author']): ArticleSummaryDto => ({
  slug,
  title,
  excerpt: `What ${title.toLowerCase()} means for a brand.`,
  cover: image(`${slug}-cover`, `Cover of ${title}`),
  author: by,
  category,
  tags: ['Branding', 'Creativity'],
  date,
  readingTime,
});

/** GET /api/content/articles: newest first. */
export const ARTICLES: ArticleSummaryDto[] = [
  summary('ai-in-modern-branding', 'How AI Is Changing Modern Branding', 'Digital Marketing', '2024-03-15', '5 min read', author('Amani Kato', 'Creative Director at Nyota Creative.')),
  summary('creating-memorable-brand-experiences', 'Creating Memorable Brand Experiences', 'Brand Strategy', '2024-03-08', '4 min read', author('Grace Uwase', 'Head of Brand Strategy.')),
  summary('data-driven-design-decisions', 'Making Data-Driven Design Decisions', 'Data Analytics', '2024-02-28', '6 min read', author('Daniel Mugisha', 'Data and Insights Lead.')),
  summary('future-of-motion-graphics', 'The Future of Motion Graphics', 'Motion Design', '2024-02-20', '4 min read', author('Ruth Nakato', 'Motion Design Lead.')),
];

/** GET /api/content/articles/{slug}: the body as the API renders and sanitises it. */
export function article(slug: string): ArticleDto {
  const index = ARTICLES.findIndex((a) => a.slug === slug);
  const others = ARTICLES.filter((a) => a.slug !== slug);
  return {
    ...ARTICLES[index]!,
    bodyHtml: `<p>Opening of ${slug}.</p><h2>Research in days, not weeks</h2><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>`,
    related: [others[index % others.length]!, others[(index + 1) % others.length]!],
  };
}

/** The published blog: the list, and each of its articles; anything else is 404. */
export function publishedBlog(path: string): [number, unknown] {
  if (path === '/api/content/articles') return [200, { articles: ARTICLES }];
  const slug = /^\/api\/content\/articles\/([^/]+)$/.exec(path)?.[1];
  if (slug && ARTICLES.some((a) => a.slug === slug)) return [200, article(slug)];
  return [404, { statusCode: 404, message: 'Not Found' }];
}
