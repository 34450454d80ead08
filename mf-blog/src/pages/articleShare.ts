import { brand } from '@agency/platform';
import type { ArticleDto } from '@agency/platform/content';

/** The article's share card, drawn by the API from its published title and cover. */
export const articleShareImage = (slug: string) => `/api/content/cards/article/${slug}.png`;

/** The article as schema.org's Article, for search engines (the page's JSON-LD). */
export function articleJsonLd(article: ArticleDto) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author.name },
    publisher: { '@type': 'Organization', name: brand.name },
    image: articleShareImage(article.slug),
    articleSection: article.category,
    keywords: article.tags.join(', '),
  };
}
