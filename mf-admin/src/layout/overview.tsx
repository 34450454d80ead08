import { useLocation } from '@agency/routing';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { getOverview } from '../api/admin';
import type { Overview } from '../api/types';

interface OverviewState {
  overview: Overview | null;
  /** Asks again (after an action changed a count). */
  refresh: () => void;
}

const OverviewContext = createContext<OverviewState>({ overview: null, refresh: () => undefined });

/**
 * The counts the staff header and the lists show (per status, and new since the last visit),
 * asked again on every move inside the back office and after each action that changes them.
 */
export function OverviewProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [overview, setOverview] = useState<Overview | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // A count that cannot be fetched is left out; the lists themselves still work.
    getOverview()
      .then((next) => live && setOverview(next))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname, attempt]);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return <OverviewContext.Provider value={{ overview, refresh }}>{children}</OverviewContext.Provider>;
}

export const useOverview = () => useContext(OverviewContext);
