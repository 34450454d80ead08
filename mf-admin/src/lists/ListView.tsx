import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { Link, useSearchParams } from '@agency/routing';
import { Badge, Button, DownloadIcon, LoadingArea, Muted, Notice, SelectField, TextField } from '@agency/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { fetchCsv, saveDownload } from '../api/admin';
import type { ListQuery, Page } from '../api/types';
import { statusTone } from './statuses';
import { useCursorList } from './useCursorList';

export interface ListViewProps<T> {
  list: 'inquiries' | 'messages' | 'payments';
  /** What the list holds, e.g. "inquiries" (headings, counts and messages). */
  noun: string;
  searchHint: string;
  statuses: ReadonlyArray<{ value: string; label: string }>;
  fetchPage: (query: ListQuery) => Promise<Page<T>>;
  rowKey: (item: T) => string;
  /** One row: a link to the item's detail with its summary. */
  renderRow: (item: T) => ReactNode;
}

/**
 * A list of the back office: search box, status filter, rows opening their detail, "Load more"
 * (cursor pagination) and the CSV export of the list as filtered. Search and filter live in the
 * address (?q=&status=), so Back from a detail returns to the same list.
 */
export function ListView<T>({ list, noun, searchHint, statuses, fetchPage, rowKey, renderRow }: ListViewProps<T>) {
  const t = useTheme();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const [draft, setDraft] = useState(q);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const { items, loading, loadingMore, error, hasMore, loadMore, retry } = useCursorList(fetchPage, q, status);

  const apply = (next: { q?: string; status?: string }) => {
    const merged = { q, status, ...next };
    const out = new URLSearchParams();
    if (merged.q.trim()) out.set('q', merged.q.trim());
    if (merged.status) out.set('status', merged.status);
    setParams(out, { replace: true });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: draft });
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError('');
    try {
      await saveDownload(fetchCsv(list, { q, status }), undefined, `${list}.csv`);
    } catch (e) {
      setExportError(e instanceof ApiError ? e.message : 'The export could not be downloaded.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div css={css`display: grid; gap: ${t.space(6)};`}>
      <form
        role="search"
        aria-label={`Search ${noun}`}
        onSubmit={search}
        css={css`
          display: grid;
          gap: ${t.space(4)};
          align-items: end;
          ${t.mq.md} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto; }
        `}
      >
        <TextField label="Search" type="search" name="q" hint={searchHint} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <SelectField label="Status" name="status" value={status} onChange={(e) => apply({ q: draft, status: e.target.value })} hint="Shows only this status">
          <option value="">All statuses</option>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        {/* Aligns with the fields' controls, above their hints. */}
        <div css={css`${t.mq.md} { padding-bottom: 28px; }`}>
          <Button type="submit" block>
            Search
          </Button>
        </div>
      </form>

      <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: center; justify-content: space-between;`}>
        <p aria-live="polite" css={css`font-weight: 600;`}>
          {loading ? `Loading ${noun}…` : `${items.length}${hasMore ? '+' : ''} ${noun}${q || status ? ' found' : ''}`}
        </p>
        <Button variant="secondary" size="sm" onClick={exportCsv} loading={exporting} loadingLabel="Preparing CSV…">
          <DownloadIcon size={18} /> Export CSV
        </Button>
      </div>
      {exportError ? <Notice tone="error">{exportError}</Notice> : null}

      {error ? (
        <Notice tone="error" title="Something went wrong">
          {error}{' '}
          <Button variant="link" onClick={items.length ? loadMore : retry}>
            Try again
          </Button>
        </Notice>
      ) : null}

      {loading ? (
        <LoadingArea label={`Loading ${noun}…`} minHeight="200px" />
      ) : items.length === 0 && !error ? (
        <Muted>No {noun} match.</Muted>
      ) : (
        <ul aria-label={noun[0].toUpperCase() + noun.slice(1)} css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
          {items.map((item) => (
            <li key={rowKey(item)}>{renderRow(item)}</li>
          ))}
        </ul>
      )}

      {hasMore && !loading ? (
        <div css={css`display: flex; justify-content: center;`}>
          <Button variant="secondary" onClick={loadMore} loading={loadingMore} loadingLabel={`Loading more ${noun}…`}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A row of a list: the whole card is one link to the detail, its status as a badge. */
export function RowLink({ to, title, meta, status, statusText, children }: { to: string; title: string; meta: string; status: string; statusText: string; children?: ReactNode }) {
  const t = useTheme();
  return (
    <Link
      to={to}
      data-row-link
      css={css`
        display: grid;
        gap: ${t.space(1)};
        padding: ${t.space(4)} ${t.space(5)};
        border-radius: ${t.radii.md};
        border: 1px solid ${t.colors.line};
        background: ${t.colors.surface};
        color: ${t.colors.text};
        text-decoration: none;
        box-shadow: ${t.shadows.sm};
        &:hover { border-color: ${t.colors.primary}; }
        ${t.mq.md} { grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: ${t.space(4)}; }
      `}
    >
      <span css={css`display: grid; gap: ${t.space(1)}; min-width: 0;`}>
        <span css={css`font-weight: 600; color: ${t.colors.primary}; overflow-wrap: anywhere;`}>{title}</span>
        <span css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted}; overflow-wrap: anywhere;`}>{meta}</span>
        {children}
      </span>
      <Badge tone={statusTone(status)}>{statusText}</Badge>
    </Link>
  );
}
