import { formatDate } from '@agency/platform/format';
import { articles } from './articles';

describe('article dates', () => {
  it("are calendar days the site's one date format writes", () => {
    for (const article of articles) expect(formatDate(article.date)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });
});
