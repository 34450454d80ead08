import { ApiError } from '@agency/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListQuery, Page } from '../api/types';

export interface CursorList<T> {
  items: T[];
  loading: boolean;
  loadingMore: boolean;
  error: string;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

const PAGE_SIZE = 20;

/**
 * One list of the back office: the first page for the current filter, then "Load more" follows the
 * server's cursor. A newer filter wins over an answer still on its way. `filterKey` names the
 * filter (the address's query): a new one starts again from the first page.
 */
export function useCursorList<T>(fetchPage: (query: ListQuery) => Promise<Page<T>>, query: ListQuery, filterKey: string): CursorList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const current = useRef(query);
  current.current = query;

  useEffect(() => {
    const mine = ++generation.current;
    setLoading(true);
    setError('');
    fetchPage({ ...current.current, limit: PAGE_SIZE })
      .then((page) => {
        if (mine !== generation.current) return;
        setItems(page.items);
        setCursor(page.nextCursor);
      })
      .catch((e: unknown) => {
        if (mine !== generation.current) return;
        setItems([]);
        setCursor(null);
        setError(e instanceof ApiError ? e.message : 'The list could not be loaded.');
      })
      .finally(() => {
        if (mine === generation.current) setLoading(false);
      });
  }, [fetchPage, filterKey, attempt]);

  const loadMore = useCallback(() => {
    if (!cursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    setError('');
    fetchPage({ ...current.current, cursor, limit: PAGE_SIZE })
      .then((page) => {
        if (mine !== generation.current) return;
        setItems((before) => [...before, ...page.items]);
        setCursor(page.nextCursor);
      })
      .catch((e: unknown) => {
        if (mine === generation.current) setError(e instanceof ApiError ? e.message : 'More results could not be loaded.');
      })
      .finally(() => setLoadingMore(false));
  }, [fetchPage, cursor]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, loading, loadingMore, error, hasMore: Boolean(cursor), loadMore, retry };
}
