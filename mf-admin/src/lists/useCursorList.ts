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
 * One list of the back office: the first page for the current search and filter, then "Load
 * more" follows the server's cursor. A newer search wins over an answer still on its way.
 */
export function useCursorList<T>(fetchPage: (query: ListQuery) => Promise<Page<T>>, q: string, status: string): CursorList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setLoading(true);
    setError('');
    fetchPage({ q, status, limit: PAGE_SIZE })
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
  }, [fetchPage, q, status, attempt]);

  const loadMore = useCallback(() => {
    if (!cursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    setError('');
    fetchPage({ q, status, cursor, limit: PAGE_SIZE })
      .then((page) => {
        if (mine !== generation.current) return;
        setItems((before) => [...before, ...page.items]);
        setCursor(page.nextCursor);
      })
      .catch((e: unknown) => {
        if (mine === generation.current) setError(e instanceof ApiError ? e.message : 'More results could not be loaded.');
      })
      .finally(() => setLoadingMore(false));
  }, [fetchPage, q, status, cursor]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, loading, loadingMore, error, hasMore: Boolean(cursor), loadMore, retry };
}
