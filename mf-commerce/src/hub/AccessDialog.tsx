import { css, useTheme } from '@emotion/react';
import { useAuth } from '@agency/platform';
import { Button, DownloadIcon, Modal, Notice } from '@agency/ui';
import { useEffect, useState } from 'react';
import { fetchAccount } from '../api/account';
import type { CatalogItem, HubResource } from '../api/catalog';
import SignIn from '../exposed/SignIn';
import { downloadResource } from '../lib/download';
import { forgetPaymentDrafts } from '../payment/drafts';
import { PaymentForm } from '../payment/PaymentForm';
import type { FlowState } from '../payment/usePaymentFlow';
import { HUB_MESSAGES } from './hubMessages';
import { TransactionCheck } from './TransactionCheck';

interface Props {
  resource: HubResource | null;
  access: CatalogItem;
  onClose: () => void;
}

/** The payment flow stays in the dialog once paid: its own panel says so, with the file. */
const STAY_WHEN_PAID = { successRedirectMs: null } as const;

/**
 * Spec 4's resource hub access dialog: sign in, then pay for one-time access with the site's one
 * payment form (the tool kits' dialog's: same fields, checks, waiting and failure words).
 */
export function AccessDialog({ resource, access, onClose }: Props) {
  const { isSignedIn } = useAuth();
  return (
    <Modal open={resource !== null} onClose={onClose} title={resource ? resource.title : 'Resource access'} size="md" closeLabel="Close">
      {!isSignedIn ? (
        <SignIn heading="Sign in to access this resource" />
      ) : resource ? (
        // Keyed: another resource (or the same one opened again) starts afresh.
        <AccessBody key={resource.id} resource={resource} access={access} />
      ) : null}
    </Modal>
  );
}

function AccessBody({ resource, access }: { resource: HubResource; access: CatalogItem }) {
  const t = useTheme();
  const { user } = useAuth();
  const owned = useAccessCheck(resource.id);
  const [flow, setFlow] = useState<FlowState>({ phase: 'idle' });
  const [paidById, setPaidById] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const paid = paidById || flow.phase === 'paid';

  const download = async () => {
    setDownloadFailed(false);
    const status = await downloadResource(resource).catch(() => 0);
    if (status !== 200) setDownloadFailed(true);
  };

  return (
    <div css={css`display: grid; gap: ${t.space(4)};`}>
      {downloadFailed ? <Notice tone="error">{HUB_MESSAGES.accessFailed}</Notice> : null}
      {owned === 'checking' ? (
        <p role="status" css={css`color: ${t.colors.textMuted};`}>
          Checking your access...
        </p>
      ) : owned === 'owned' ? (
        <Unlocked testId="access-already-unlocked" title="You already have access" onDownload={() => void download()}>
          {`Your one-time access is unlocked for ${user?.email ?? 'this account'}. Every persona-kit file is on your dashboard too.`}
        </Unlocked>
      ) : paid ? (
        <Unlocked testId="payment-successful" title="Payment Successful" onDownload={() => void download()}>
          Your access is unlocked. Every persona-kit file is now on your dashboard too.
        </Unlocked>
      ) : (
        <>
          <p css={css`color: ${t.colors.textMuted};`}>{`One-time access unlocks every persona-kit file for ${user?.email ?? 'your account'}.`}</p>
          <PaymentForm item={access} initial={{ email: user?.email ?? '' }} lockedEmail summaryLabel="Total" flowOptions={STAY_WHEN_PAID} onFlowChange={setFlow} />
          {flow.phase === 'polling' ? (
            <TransactionCheck
              reference={flow.reference}
              onPaid={() => {
                forgetPaymentDrafts();
                setPaidById(true);
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * Whether the signed-in account already has the files (bought on another device, or a plan or kit
 * that includes them), asked each time the dialog opens and before the form shows: the form used
 * to come up straight away, and paying started a second payment for what they already had; and
 * the hub no longer tries the download first to find out (a 403 in the console). 'no' also when
 * the account cannot be read: the form shows.
 */
function useAccessCheck(resourceId: string): 'checking' | 'owned' | 'no' {
  const [answer, setAnswer] = useState<'checking' | 'owned' | 'no'>('checking');
  useEffect(() => {
    let live = true;
    // The account's downloads are the server's own rule (the access, or a plan or kit that includes the files).
    fetchAccount().then(
      (account) => live && setAnswer(account.downloads.some((d) => d.id === resourceId) ? 'owned' : 'no'),
      () => live && setAnswer('no'),
    );
    return () => {
      live = false;
    };
  }, [resourceId]);
  return answer;
}

/** The access is there (just paid, or bought before): what it unlocks, and the file asked for. */
function Unlocked({ testId, title, children, onDownload }: { testId: string; title: string; children: string; onDownload: () => void }) {
  const t = useTheme();
  return (
    <div css={css`display: grid; gap: ${t.space(4)};`} data-testid={testId}>
      <Notice tone="success" title={title}>
        {children}
      </Notice>
      <Button size="lg" block icon={<DownloadIcon />} onClick={onDownload}>
        Download Now
      </Button>
    </div>
  );
}
