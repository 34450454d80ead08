import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { useSearchParams } from '@agency/routing';
import { Button, DownloadIcon, LoadingArea, Muted, Notice } from '@agency/ui';
import { useEffect, useMemo, useState } from 'react';
import { fetchCsv, recordVisit, saveDownload, setStatusOfMany, type WorkList } from '../api/admin';
import type { ListQuery, Page, WorkStatus } from '../api/types';
import { ActionNotice, useActionNotice } from '../detail/ActionNotice';
import { useAdminMeta } from '../layout/meta';
import { useOverview } from '../layout/overview';
import { WORK_STATUS_LABELS } from '../words/labels';
import { countOf, NOUNS } from '../words/plural';
import { isFiltered, queryOf, readAddress, writeAddress, type ListAddress } from './address';
import { BulkBar } from './BulkBar';
import { ownerText, useOwnerChoices, useStatusChoices } from './choices';
import { ListFilters } from './ListFilters';
import { ListHeading } from './ListHeading';
import { RowLink } from './RowLink';
import { statusLabel } from './statuses';
import { useCursorList } from './useCursorList';

/** What a list shows of one item besides its status: its title and the facts under it. */
export interface ListRow {
  title: string;
  /** The facts under the title, in order (empty ones left out). */
  meta: string[];
}

/** The items of the three lists: work items (inquiries, messages) with an id and an owner, payments with a reference. */
type Listed = { createdAt: string; status: string } & ({ id: string; owner: string | null } | { reference: string });

export interface ListViewProps<T extends Listed> {
  list: 'inquiries' | 'messages' | 'payments';
  title: string;
  searchHint: string;
  fetchPage: (query: ListQuery) => Promise<Page<T>>;
  row: (item: T) => ListRow;
}

/** When this staff member opened the list before now (null: never), asked once per opening. */
function usePreviousVisit(list: ListViewProps<Listed>['list']): string | null | undefined {
  const [previous, setPrevious] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    recordVisit(list)
      .then((visit) => live && setPrevious(visit.previous))
      .catch(() => live && setPrevious(undefined));
    return () => {
      live = false;
    };
  }, [list]);
  return previous;
}

/**
 * A list of the back office: search and filters (kept in the address, so Back from a detail
 * returns to the same list), rows opening their detail, marks on what is new since the last visit,
 * "Load more" (cursor pagination), bulk status change and the CSV export of the list as filtered.
 */
export function ListView<T extends Listed>({ list, title, searchHint, fetchPage, row }: ListViewProps<T>) {
  useAdminMeta(title);
  const t = useTheme();
  const statuses = useStatusChoices(list);
  const owners = useOwnerChoices();
  const work = list === 'payments' ? undefined : { owners };
  const noun = NOUNS[list];
  const [params, setParams] = useSearchParams();
  const address = readAddress(params);
  const filterKey = writeAddress(address).toString();
  // Keyed by the address's text, so a re-render with the same filter asks nothing again.
  const query = useMemo(() => queryOf(readAddress(new URLSearchParams(filterKey))), [filterKey]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const { items, loading, loadingMore, error, hasMore, loadMore, retry } = useCursorList(fetchPage, query, filterKey);
  const previous = usePreviousVisit(list);
  const { refresh } = useOverview();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const { said, say } = useActionNotice();

  useEffect(() => setSelected(new Set()), [filterKey]);

  const apply = (next: Partial<ListAddress>) => setParams(writeAddress({ ...address, ...next }), { replace: true });

  const exportCsv = async () => {
    setExporting(true);
    setExportError('');
    try {
      await saveDownload(fetchCsv(list, query), undefined, `${list}.csv`);
    } catch (e) {
      setExportError(e instanceof ApiError ? e.message : 'The export could not be downloaded.');
    } finally {
      setExporting(false);
    }
  };

  const bulk = async (status: WorkStatus) => {
    setBulkBusy(true);
    try {
      const result = await setStatusOfMany(list as WorkList, [...selected], status);
      const missing = result.notFound.length ? ` ${countOf(result.notFound.length, noun)} could not be found.` : '';
      say('success', `${countOf(result.changed.length, noun)} set to ${WORK_STATUS_LABELS[status]}.${missing}`);
      setSelected(new Set());
      retry();
      refresh();
    } catch (e) {
      say('error', e instanceof ApiError ? e.message : 'The statuses could not be saved.');
    } finally {
      setBulkBusy(false);
    }
  };

  const keyOf = (item: T) => ('reference' in item ? item.reference : item.id);
  const isFresh = (item: T) => previous !== undefined && (previous === null || Date.parse(item.createdAt) > Date.parse(previous));
  const freshCount = items.filter(isFresh).length;
  const summary = loading ? `Loading ${noun.other}…` : `${items.length}${hasMore ? '+' : ''} ${items.length === 1 && !hasMore ? noun.one : noun.other}${isFiltered(address) ? ' found' : ''}`;

  return (
    <>
      <ListHeading>{title}</ListHeading>
      <div css={css`display: grid; gap: ${t.space(4)};`}>
        <ListFilters noun={noun.other} searchHint={searchHint} address={address} statuses={statuses} owners={work?.owners} onApply={apply} />

        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: center; justify-content: space-between;`}>
          <p aria-live="polite" css={css`font-weight: 600;`}>
            {summary}
            {!loading && freshCount ? <span css={css`font-weight: 400; color: ${t.colors.textMuted};`}> · {freshCount} new since your last visit</span> : null}
          </p>
          <Button variant="secondary" size="sm" onClick={exportCsv} loading={exporting} loadingLabel="Preparing CSV…">
            <DownloadIcon size={18} /> Export CSV
          </Button>
        </div>
        {exportError ? <Notice tone="error">{exportError}</Notice> : null}
        <ActionNotice said={said} />
        {work && selected.size ? <BulkBar selected={selected.size} noun={noun} busy={bulkBusy} onApply={(s) => void bulk(s)} onClear={() => setSelected(new Set())} /> : null}

        {error ? (
          <Notice tone="error" title="Something went wrong">
            {error}{' '}
            <Button variant="link" onClick={items.length ? loadMore : retry}>
              Try again
            </Button>
          </Notice>
        ) : null}

        {loading ? (
          <LoadingArea label={`Loading ${noun.other}…`} minHeight="200px" />
        ) : items.length === 0 && !error ? (
          <Muted>No {noun.other} match.</Muted>
        ) : (
          <ul aria-label={noun.other[0].toUpperCase() + noun.other.slice(1)} css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(2)};`}>
            {items.map((item) => {
              const key = keyOf(item);
              const r = row(item);
              const select = work
                ? {
                    checked: selected.has(key),
                    onChange: (checked: boolean) =>
                      setSelected((before) => {
                        const next = new Set(before);
                        if (checked) next.add(key);
                        else next.delete(key);
                        return next;
                      }),
                  }
                : undefined;
              const meta = [...r.meta, 'owner' in item ? ownerText(item.owner, owners?.me) : ''].filter(Boolean).join(' · ');
              return (
                <li key={key}>
                  <RowLink to={`/admin/${list}/${encodeURIComponent(key)}`} title={r.title} meta={meta} status={item.status} statusText={statusLabel(item.status)} fresh={isFresh(item)} select={select} />
                </li>
              );
            })}
          </ul>
        )}

        {hasMore && !loading ? (
          <div css={css`display: flex; justify-content: center;`}>
            <Button variant="secondary" onClick={loadMore} loading={loadingMore} loadingLabel={`Loading more ${noun.other}…`}>
              Load more
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
