import { Feed } from 'feed';
import type { ArticleSummaryDto } from './content-public.dto';

/**
 * The blog's RSS 2.0 feed: every published article, newest first, with absolute links on the
 * site's public address (the gateway answers /blog/feed.xml with it).
 */
export function blogFeed(articles: ArticleSummaryDto[], siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const feed = new Feed({
    title: 'Nyota Creative Blog',
    description: 'Branding, design, motion and data-driven marketing from Nyota Creative in Kampala and Kigali.',
    id: `${site}/blog`,
    link: `${site}/blog`,
    language: 'en',
    copyright: `© Nyota Creative`,
    feedLinks: { rss: `${site}/blog/feed.xml` },
    updated: articles[0] ? new Date(`${articles[0].date}T00:00:00Z`) : undefined,
  });
  for (const article of articles) {
    const link = `${site}/blog/${article.slug}`;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.excerpt,
      date: new Date(`${article.date}T00:00:00Z`),
      author: [{ name: article.author.name }],
      category: [{ name: article.category }],
      image: article.cover ? `${site}${article.cover.src}` : undefined,
    });
  }
  return feed.rss2();
}
