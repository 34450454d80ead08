import type { ListQuery } from '../api/types';

/** The list's filter as kept in the address: ?q=&status=&sort=&from=&to=&owner= (dates as YYYY-MM-DD). */
export interface ListAddress {
  q: string;
  status: string;
  sort: string;
  from: string;
  to: string;
  owner: string;
}

export const ADDRESS_KEYS = ['q', 'status', 'sort', 'from', 'to', 'owner'] as const;

export function readAddress(params: URLSearchParams): ListAddress {
  const get = (k: string) => params.get(k) ?? '';
  return { q: get('q'), status: get('status'), sort: get('sort'), from: get('from'), to: get('to'), owner: get('owner') };
}

export function writeAddress(address: ListAddress): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ADDRESS_KEYS) {
    const value = address[key].trim();
    if (value) out.set(key, value);
  }
  return out;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a day in this browser's zone, as an instant (the API compares instants). */
function startOfDay(day: string, plusDays = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

/** What the API is asked: the range from the start of `from` to the start of the day after `to`. */
export function queryOf(address: ListAddress): ListQuery {
  return {
    q: address.q,
    status: address.status,
    sort: address.sort,
    owner: address.owner,
    from: startOfDay(address.from),
    to: startOfDay(address.to, 1),
  };
}

/** Whether anything narrows the list (then its count says "found"). */
export const isFiltered = (a: ListAddress) => Boolean(a.q || a.status || a.from || a.to || a.owner);
