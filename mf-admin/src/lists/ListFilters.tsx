import { css, useTheme } from '@emotion/react';
import { Button, SelectField, TextField } from '@agency/ui';
import { useEffect, useState, type FormEvent } from 'react';
import type { ListAddress } from './address';

export interface StatusChoice {
  value: string;
  label: string;
  /** How many items have it (the overview's count), when known. */
  count?: number;
}

export interface OwnerChoices {
  me: string;
  colleagues: string[];
}

/**
 * Search, status (with how many items have each), order, date range and owner. The status, order
 * and owner apply when chosen; the text and the dates on "Search".
 */
export function ListFilters({ noun, searchHint, address, statuses, owners, onApply }: { noun: string; searchHint: string; address: ListAddress; statuses: ReadonlyArray<StatusChoice>; owners?: OwnerChoices; onApply: (next: Partial<ListAddress>) => void }) {
  const t = useTheme();
  const [draft, setDraft] = useState({ q: address.q, from: address.from, to: address.to });
  useEffect(() => setDraft({ q: address.q, from: address.from, to: address.to }), [address.q, address.from, address.to]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  // Status, order, from, to (and owner): one column each on the second row from laptops up.
  const columns = owners ? 5 : 4;
  const total = statuses.every((s) => s.count !== undefined) ? statuses.reduce((n, s) => n + (s.count ?? 0), 0) : undefined;
  return (
    <form
      role="search"
      aria-label={`Search ${noun}`}
      onSubmit={search}
      css={css`
        display: grid;
        gap: ${t.space(3)};
        align-items: end;
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        & > .wide { grid-column: 1 / -1; }
        /*
         * From laptops up: the search and its button on the first row, the choices on the second,
         * each wide enough for its longest choice ("All statuses (120)"): in one row with the search
         * they were cut to "All statuse" at 1440 px.
         */
        ${t.mq.lg} {
          align-items: start;
          grid-template-columns: repeat(${columns}, minmax(0, 1fr));
          & > .search { grid-column: 1 / span ${columns - 1}; }
          & > .submit { grid-column: ${columns}; grid-row: 1; padding-top: 30px; }
        }
      `}
    >
      <div className="wide search">
        <TextField label="Search" type="search" name="q" hint={searchHint} value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
      </div>
      <SelectField label="Status" name="status" value={address.status} onChange={(e) => onApply({ ...draft, status: e.target.value })}>
        <option value="">{total === undefined ? 'All statuses' : `All statuses (${total})`}</option>
        {statuses.map((s) => (
          <option key={s.value} value={s.value}>
            {s.count === undefined ? s.label : `${s.label} (${s.count})`}
          </option>
        ))}
      </SelectField>
      <SelectField label="Order" name="sort" value={address.sort} onChange={(e) => onApply({ ...draft, sort: e.target.value })}>
        <option value="">Newest first</option>
        <option value="oldest">Oldest first</option>
        <option value="status">By status</option>
      </SelectField>
      <TextField label="From" type="date" name="from" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      <TextField label="To" type="date" name="to" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      {owners ? (
        <SelectField label="Owner" name="owner" value={address.owner} onChange={(e) => onApply({ ...draft, owner: e.target.value })}>
          <option value="">Anyone</option>
          <option value="me">Mine</option>
          <option value="none">Nobody yet</option>
          {owners.colleagues
            .filter((c) => c !== owners.me)
            .map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
        </SelectField>
      ) : null}
      <div className={owners ? 'submit' : 'submit wide'}>
        <Button type="submit" block>
          Search
        </Button>
      </div>
    </form>
  );
}
