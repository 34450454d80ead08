import { css, useTheme } from '@emotion/react';
import { useAgencyContact } from '@agency/platform';
import { formatDate } from '@agency/platform/format';
import { Notice } from '@agency/ui';
import { Link } from '@agency/routing';
import type { Account } from '../api/account';

/** Access staff took back (or a reversed payment): said plainly, with how to reach the agency. */
export function WithdrawnNotice({ withdrawn }: { withdrawn: Account['withdrawn'] }) {
  const t = useTheme();
  const contact = useAgencyContact();
  if (!withdrawn.length) return null;
  const phone = contact ? (contact.phones.find((p) => p.countryCode === 'UG') ?? contact.phones[0]) : undefined;
  const link = css`color: inherit; font-weight: 600; text-decoration: underline;`;
  return (
    <div data-testid="access-withdrawn">
      <Notice tone="error" title="Access withdrawn">
        <ul css={css`margin: 0 0 ${t.space(2)}; padding-left: ${t.space(5)};`}>
          {withdrawn.map((w) => (
            <li key={`${w.itemKey}-${w.withdrawnAt}`}>{`Access to ${w.itemName} was withdrawn on ${formatDate(w.withdrawnAt)}${w.reference ? ` (payment ${w.reference})` : ''}, so its files are no longer here.`}</li>
          ))}
        </ul>
        <p>
          {'To ask why or to have it restored, '}
          {contact ? (
            <>
              {'write to '}
              <a css={link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
              {', '}
            </>
          ) : null}
          {phone ? (
            <>
              {'call '}
              <a css={link} href={phone.href}>
                {phone.display}
              </a>
              {' or '}
            </>
          ) : null}
          {'use the '}
          <Link css={link} to="/contact">
            contact page
          </Link>
          .
        </p>
      </Notice>
    </div>
  );
}
