import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { formatDateTime } from '@agency/platform/format';
import { useSearchParams } from '@agency/routing';
import { Button, ButtonLink, LoadingArea, Muted, Notice, SelectField } from '@agency/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useAdminMeta } from '../layout/meta';
import { ListHeading } from '../lists/ListHeading';
import { RowLink } from '../lists/RowLink';
import type { AdminContentListItemDto, ContentStatus } from '@agency/platform';
import { listContent } from './contentApi';
import { STATUS_LABELS, STATUSES, type KindPage } from './kinds';
import { statusTone } from './statusTone';

const isStatus = (s: string | null): s is ContentStatus => Boolean(s && (STATUSES as string[]).includes(s));

/** "Scheduled for December 1, 2026, 09:00" for a scheduled entry, else the status's word. */
export function statusText(item: Pick<AdminContentListItemDto, 'status' | 'publishAt'>): string {
  return item.status === 'scheduled' && item.publishAt ? `Scheduled for ${formatDateTime(item.publishAt)}` : STATUS_LABELS[item.status];
}

/**
 * The entries of one kind: title, status (a schedule with its time), author, last change and by
 * whom; filtered by status (kept in the address, so Back from an entry returns to the same list);
 * "New" opens an empty editor.
 */
export function ContentList({ page, children }: { page: KindPage; children?: ReactNode }) {
  useAdminMeta(page.title);
  const t = useTheme();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ContentStatus | '' = isStatus(raw) ? raw : '';
  const [items, setItems] = useState<AdminContentListItemDto[] | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setItems(null);
    setError('');
    listContent(page.kind, { status })
      .then((answer) => live && setItems(answer.items))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : 'The list could not be loaded.'));
    return () => {
      live = false;
    };
  }, [page.kind, status, attempt]);

  const plural = page.title.toLowerCase();
  return (
    <>
      <ListHeading>{page.title}</ListHeading>
      {children}
      <div css={css`display: grid; gap: ${t.space(4)};`}>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: end; justify-content: space-between;`}>
          <div css={css`min-width: 220px;`}>
            <SelectField
              label="Status"
              name="status"
              value={status}
              onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {}, { replace: true })}
            >
              <option value="">Every status</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </div>
          {page.single ? null : <ButtonLink to={`${page.path}/new`}>New {page.noun}</ButtonLink>}
        </div>
        <p aria-live="polite" css={css`font-weight: 600;`}>
          {items ? (page.single ? '' : `${items.length} ${items.length === 1 ? page.noun : plural}${status ? ` ${STATUS_LABELS[status].toLowerCase()}` : ''}`) : error ? '' : `Loading ${plural}…`}
        </p>
        {error ? (
          <Notice tone="error" title="Something went wrong">
            {error}{' '}
            <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </Notice>
        ) : !items ? (
          <LoadingArea label={`Loading ${plural}…`} minHeight="160px" />
        ) : items.length === 0 ? (
          <Muted>No {plural} {status ? `with the status ${STATUS_LABELS[status]}` : 'yet'}.</Muted>
        ) : (
          <ul aria-label={page.title} css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(2)};`}>
            {items.map((item) => (
              <li key={item.id}>
                <RowLink
                  to={`${page.path}/${encodeURIComponent(item.id)}`}
                  title={item.title || `Untitled ${page.noun}`}
                  meta={[`by ${item.author}`, `/${item.slug}`, `changed ${formatDateTime(item.updatedAt)} by ${item.updatedBy}`].join(' · ')}
                  status={item.status}
                  statusText={statusText(item)}
                  tone={statusTone(item.status)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
