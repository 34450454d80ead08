import { css, useTheme } from '@emotion/react';
import { ApiError, useAuth } from '@agency/platform';
import { Badge, Button, ButtonLink, Card, DownloadIcon, Grid, H2, LoadingArea, Muted, Notice } from '@agency/ui';
import { useEffect, useState } from 'react';
import { fetchAccount, type Account } from '../api/account';
import SignIn from '../exposed/SignIn';
import { downloadResource } from '../lib/download';
import { formatDate, formatPrice } from '@agency/platform/format';
import { PageShell } from './PageShell';
import { WithdrawnNotice } from './WithdrawnNotice';

const STATUS_LABEL = { COMPLETED: 'Paid', PENDING: 'Pending', FAILED: 'Failed', REVERSED: 'Reversed' } as const;
/** A pending payment is still being confirmed by the server (callback and reconciler), page open or not. */
export const PENDING_HINT = 'Being confirmed with the provider: it shows as paid here, with its download, once approved.';

function AccountView() {
  const t = useTheme();
  const { logout, user } = useAuth();
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState('');
  const [downloadError, setDownloadError] = useState('');

  useEffect(() => {
    let live = true;
    fetchAccount().then(
      (a) => live && setAccount(a),
      (e: unknown) => {
        if (!live) return;
        // An expired session: sign in again.
        if (e instanceof ApiError && e.status === 401) logout();
        else setError('Your account could not be loaded. Please try again.');
      },
    );
    return () => {
      live = false;
    };
  }, [logout]);

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!account) return <LoadingArea label="Loading your account…" minHeight="240px" />;
  // A paid purchase whose access staff took back is not shown as simply "Paid".
  const withdrawnRefs = new Set(account.withdrawn.map((w) => w.reference).filter(Boolean));
  return (
    <div css={css`display: grid; gap: ${t.space(10)};`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(4)}; align-items: center; justify-content: space-between;`}>
        <Muted>{`Signed in as ${user?.email ?? account.email}`}</Muted>
        <Button variant="secondary" size="sm" onClick={logout}>
          Log out
        </Button>
      </div>
      <section aria-labelledby="purchases" css={css`display: grid; gap: ${t.space(4)};`}>
        <H2 id="purchases">Purchases</H2>
        {account.payments.length === 0 ? (
          <Card>
            <p>No purchases yet.</p>
            <ButtonLink to="/pricing" variant="link">
              See plans and prices
            </ButtonLink>
          </Card>
        ) : (
          <ul css={css`display: grid; gap: ${t.space(3)}; list-style: none; padding: 0; margin: 0;`}>
            {account.payments.map((p) => (
              <li key={p.reference} data-testid="purchase">
                <Card css={css`flex-direction: row; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${t.space(3)};`}>
                  <div>
                    <strong>{p.itemName}</strong>
                    <Muted css={css`font-size: ${t.fontSizes.xs};`}>{`${p.reference} · ${formatDate(p.createdAt)}`}</Muted>
                    {p.status === 'PENDING' ? <Muted css={css`font-size: ${t.fontSizes.xs};`}>{PENDING_HINT}</Muted> : null}
                  </div>
                  <div css={css`display: flex; gap: ${t.space(3)}; align-items: center;`}>
                    <span css={css`font-weight: 700;`}>{formatPrice(p.amount, p.currency)}</span>
                    {p.status === 'COMPLETED' && withdrawnRefs.has(p.reference) ? (
                      <Badge tone="neutral">Access withdrawn</Badge>
                    ) : (
                      <Badge tone={p.status === 'COMPLETED' ? 'success' : p.status === 'FAILED' || p.status === 'REVERSED' ? 'neutral' : 'accent'}>{STATUS_LABEL[p.status]}</Badge>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="downloads" css={css`display: grid; gap: ${t.space(4)};`}>
        <H2 id="downloads">Downloads</H2>
        <WithdrawnNotice withdrawn={account.withdrawn} />
        {account.entitlements.length ? (
          <Muted>{`Unlocked by: ${[...new Set(account.entitlements.map((e) => e.itemName))].join(', ')}`}</Muted>
        ) : account.withdrawn.length ? null : (
          <Muted>Buy resource access in the Resource Hub to unlock the persona kit.</Muted>
        )}
        {downloadError ? <Notice tone="error">{downloadError}</Notice> : null}
        {account.downloads.length ? (
          <Grid columns={3}>
            {account.downloads.map((d) => (
              <Card key={d.id}>
                <Badge tone="neutral">{d.type}</Badge>
                <h3 css={css`font-size: ${t.fontSizes.lg};`}>{d.title}</h3>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<DownloadIcon />}
                  onClick={() => {
                    setDownloadError('');
                    void downloadResource(d).then((status) => status !== 200 && setDownloadError('Failed to access resource. Please try again.'));
                  }}
                >
                  Download
                </Button>
              </Card>
            ))}
          </Grid>
        ) : null}
        <ButtonLink to="/resource-hub" variant="link">
          Browse the Resource Hub
        </ButtonLink>
      </section>
    </div>
  );
}

export default function DashboardPage() {
  const t = useTheme();
  const { isSignedIn } = useAuth();
  return (
    <PageShell title="Dashboard" subtitle="Your purchases, unlocked tools and downloads." metaDescription="Your Nyota Creative purchases and downloads." narrow={!isSignedIn}>
      {isSignedIn ? (
        <AccountView />
      ) : (
        <Card css={css`padding: ${t.space(5)}; ${t.mq.md} { padding: ${t.space(8)}; }`}>
          <SignIn heading="Sign in to see your dashboard" />
        </Card>
      )}
    </PageShell>
  );
}
