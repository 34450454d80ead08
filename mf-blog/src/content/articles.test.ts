import { articles, formatDate } from './articles';

const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('formatDate', () => {
  it('writes every day of 2020-2027 as Intl.DateTimeFormat (en-US, UTC) does', () => {
    const day = new Date(Date.UTC(2020, 0, 1));
    let checked = 0;
    while (day.getUTCFullYear() < 2028) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(intl.format(day));
      day.setUTCDate(day.getUTCDate() + 1);
      checked++;
    }
    expect(checked).toBe(2922);
  });

  it("formats every article's date", () => {
    for (const article of articles) expect(formatDate(article.date)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('shows anything that is not a calendar date as it is', () => {
    for (const odd of ['', '2024-13-01', '2024-00-10', '2024-3-15', 'March 15', '2024-03-15T10:00:00Z']) expect(formatDate(odd)).toBe(odd);
  });
});
