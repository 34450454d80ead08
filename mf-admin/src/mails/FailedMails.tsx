import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { Button, LoadingArea, Notice } from '@agency/ui';
import { useCallback, useEffect, useState } from 'react';
import { listFailedMails, retryFailedMail } from '../api/admin';
import type { FailedMail } from '../api/types';
import { ActionNotice, useActionNotice } from '../detail/ActionNotice';
import { useAdminMeta } from '../layout/meta';
import { ListHeading } from '../lists/ListHeading';
import { formatDateTime } from '@agency/platform/format';
import { MAIL_KIND_LABELS } from '../words/labels';
import { countOf } from '../words/plural';

/**
 * The mails the API gave up on after a day of retries (the mail server was down or refused them):
 * what each was, to whom (masked), the server's last answer, and "Retry" to put it back in the
 * queue once the relay works. A sign-in code is not offered again: it expired long ago.
 */
export function FailedMails() {
  useAdminMeta('Failed mails');
  const t = useTheme();
  const [mails, setMails] = useState<FailedMail[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loadError, setLoadError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const { said, say } = useActionNotice();

  const load = useCallback(async () => {
    try {
      const list = await listFailedMails();
      setMails(list.items);
      setTotal(list.total);
      setLoadError('');
    } catch (error) {
      setLoadError(error instanceof ApiError ? error.message : 'The failed mails could not be loaded.');
    }
  }, []);
  useEffect(() => void load(), [load]);

  const retry = async (mail: FailedMail) => {
    setBusy(mail.id);
    try {
      await retryFailedMail(mail.id);
      setMails((list) => list?.filter((m) => m.id !== mail.id) ?? null);
      setTotal((n) => Math.max(0, n - 1));
      say('success', `"${mail.subject}" is back in the queue: it is sent within a minute if the mail server accepts it.`);
    } catch (error) {
      say('error', error instanceof ApiError ? error.message : 'The mail could not be put back in the queue. Try again.');
    } finally {
      setBusy(null);
    }
  };

  const cell = css`
    padding: ${t.space(3)} ${t.space(2)};
    border-bottom: 1px solid ${t.colors.line};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  `;
  return (
    <>
      <ListHeading>Failed mails</ListHeading>
      <p css={css`max-width: 70ch; margin-bottom: ${t.space(4)};`}>
        Mails are retried for a day while the mail server is down, then given up and listed here. Put one back in the queue once the mail server works again.
      </p>
      <ActionNotice said={said} />
      {loadError ? (
        <Notice tone="error" title="Something went wrong">
          {loadError}{' '}
          <Button variant="link" onClick={() => void load()}>
            Try again
          </Button>
        </Notice>
      ) : !mails ? (
        <LoadingArea label="Loading the failed mails…" minHeight="160px" />
      ) : mails.length === 0 ? (
        <Notice tone="success">No failed mails: every mail was delivered or is still being retried.</Notice>
      ) : (
        <div css={css`overflow-x: auto;`}>
          <table css={css`width: 100%; border-collapse: collapse; font-size: ${t.fontSizes.sm}; background: ${t.colors.surface};`}>
            <caption css={css`text-align: left; padding-bottom: ${t.space(2)}; font-weight: 600;`}>
              {countOf(total, { one: 'failed mail', other: 'failed mails' })}
              {total > mails.length ? `, the ${mails.length} given up last shown` : ''}
            </caption>
            <thead>
              <tr>
                {['Mail', 'To', 'Subject', 'Attempts', "Mail server's last answer", 'Queued', 'Given up', 'Action'].map((h) => (
                  <th key={h} scope="col" css={cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id}>
                  <th scope="row" css={cell}>
                    {MAIL_KIND_LABELS[m.kind]}
                  </th>
                  <td css={cell}>{m.to}</td>
                  <td css={cell}>{m.subject}</td>
                  <td css={cell}>{m.attempts}</td>
                  <td css={cell}>{m.lastError ?? '—'}</td>
                  <td css={cell}>{formatDateTime(m.createdAt)}</td>
                  <td css={cell}>{formatDateTime(m.lastTriedAt)}</td>
                  <td css={cell}>
                    {m.kind === 'sign-in-code' ? (
                      'Expired: the visitor asks for a new code'
                    ) : (
                      <Button size="sm" variant="secondary" disabled={busy === m.id} onClick={() => void retry(m)} aria-label={`Retry "${m.subject}"`}>
                        {busy === m.id ? 'Retrying…' : 'Retry'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
