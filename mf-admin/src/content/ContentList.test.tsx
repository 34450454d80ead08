import { clearSession } from '@agency/platform';
import { formatDateTime } from '@agency/platform/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF, fakeApi, me, renderAdmin, signInAs } from '../test/fakeApi';
import { fakeArticles } from '../test/fakeContent';

jest.setTimeout(20_000);

beforeEach(() => signInAs(STAFF));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('the content lists', () => {
  it('are in the navigation: Articles, Case studies, Resources, Site facts', async () => {
    const { handlers } = fakeArticles();
    fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin('/admin/articles');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    for (const [name, href] of [
      ['Articles', '/admin/articles'],
      ['Case studies', '/admin/case-studies'],
      ['Resources', '/admin/resources'],
      ['Site facts', '/admin/site-facts'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows title, status (a schedule with its time), author, last change and by whom', async () => {
    const { handlers } = fakeArticles();
    fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin('/admin/articles');
    const list = await screen.findByRole('list', { name: 'Articles' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('The Future of Motion Graphics');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[0]).toHaveTextContent('by Amani Kato');
    expect(rows[0]).toHaveTextContent(`changed ${formatDateTime('2026-11-20T08:00:00.000Z')} by ${STAFF}`);
    expect(rows[1]).toHaveTextContent(`Scheduled for ${formatDateTime('2030-01-15T09:00:00.000Z')}`);
    expect(rows[1]).toHaveTextContent('by Grace Uwase');
    expect(rows[1]).toHaveTextContent('by boss@nyota.test');
    expect(within(rows[0]).getByRole('link', { name: 'The Future of Motion Graphics' })).toHaveAttribute('href', '/admin/articles/a1');
  });

  it('filters by status (asked of the API, kept in the address) and offers "New"', async () => {
    const { handlers } = fakeArticles();
    const { calls } = fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin('/admin/articles');
    await screen.findByRole('list', { name: 'Articles' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await waitFor(() => expect(screen.getAllByRole('listitem').filter((li) => li.closest('ul[aria-label="Articles"]'))).toHaveLength(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/articles?status=scheduled');
    expect(calls.some((c) => c.path === '/api/admin/content/article' && c.query.get('status') === 'scheduled')).toBe(true);
    expect(screen.getByText('1 article scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/articles/new');
  });

  it('site facts: testimonials, statistics and services, one list each', async () => {
    fakeApi(me({ [STAFF]: 'staff' }), (call) => (call.path.startsWith('/api/admin/content/') ? [200, { items: [] }] : undefined));
    renderAdmin('/admin/site-facts');
    expect(await screen.findByRole('heading', { name: 'Testimonials' })).toBeInTheDocument();
    const facts = screen.getByRole('navigation', { name: 'Site facts' });
    await userEvent.click(within(facts).getByRole('link', { name: 'Statistics' }));
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New statistic' })).toHaveAttribute('href', '/admin/site-facts/statistics/new');
  });
});
