import { ApiError } from '@agency/platform';
import { useCallback, useEffect, useState } from 'react';

export interface Detail<T> {
  item: T | null;
  loading: boolean;
  /** 404 and other failures, as the server said them. */
  error: { status: number; message: string } | null;
  reload: () => Promise<void>;
  /** Applies a change the server answered with, without a reload. */
  update: (change: (item: T) => T) => void;
}

/** One item of the back office, loaded by its id; `reload` after an action fetches the fresh audit log. */
export function useDetail<T>(load: (id: string) => Promise<T>, id: string): Detail<T> {
  const [item, setItem] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Detail<T>['error']>(null);

  const fetchItem = useCallback(async () => {
    try {
      const next = await load(id);
      setItem(next);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? { status: e.status, message: e.message } : { status: 0, message: 'The item could not be loaded.' });
    }
  }, [load, id]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setItem(null);
    void fetchItem().finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [fetchItem]);

  const update = useCallback((change: (item: T) => T) => setItem((current) => (current ? change(current) : current)), []);
  return { item, loading, error, reload: fetchItem, update };
}
