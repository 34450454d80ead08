import { useAuth } from '@agency/platform';
import { useCallback, useEffect, useState } from 'react';
import { fetchAccount } from '../api/account';

/**
 * The ids of the hub files the signed-in visitor may download now (GET /api/account's downloads),
 * so a bought resource says "Download" instead of "Get access". `refresh` after a purchase.
 * Signed out, or when the account cannot be read, nothing is owned: the buttons then ask, as before.
 */
export function useOwnedResources(): { owned: ReadonlySet<string>; refresh: () => void } {
  const { isSignedIn } = useAuth();
  const [owned, setOwned] = useState<ReadonlySet<string>>(new Set());
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!isSignedIn) {
      setOwned(new Set());
      return undefined;
    }
    let live = true;
    fetchAccount()
      .then((account) => {
        if (live) setOwned(new Set(account.downloads.map((d) => d.id)));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [isSignedIn, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { owned, refresh };
}
