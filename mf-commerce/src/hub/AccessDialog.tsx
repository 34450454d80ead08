import { css, useTheme } from '@emotion/react';
import { useAuth, type MobileNetwork } from '@agency/platform';
import { Button, DownloadIcon, FieldShell, Modal, Notice, SelectField, TextField, useFocusFirstError } from '@agency/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fetchAccount } from '../api/account';
import type { CatalogItem, Currency, HubResource } from '../api/catalog';
import SignIn from '../exposed/SignIn';
import { downloadResource } from '../lib/download';
import { formatPrice } from '../lib/format';
import { NETWORK_OPTIONS } from '../payment/networks';
import type { PaymentFormValues } from '../payment/paymentForm';
import { usePaymentFlow } from '../payment/usePaymentFlow';
import { CurrencySwitch } from '../pages/CurrencySwitch';
import { HUB_MESSAGES, type HubMethod } from './hubMessages';

interface Props {
  resource: HubResource | null;
  access: CatalogItem;
  onClose: () => void;
}

interface Payer {
  firstName: string;
  lastName: string;
  phone: string;
  mobileNumber: string;
  mobileProvider: '' | MobileNetwork;
}

function validatePayer(p: Payer, method: HubMethod): Partial<Record<keyof Payer, string>> {
  const e: Partial<Record<keyof Payer, string>> = {};
  if (!p.firstName.trim()) e.firstName = 'First name is required';
  if (!p.lastName.trim()) e.lastName = 'Last name is required';
  if (!p.phone.trim()) e.phone = 'Phone number is required';
  if (method === 'mobile') {
    if (!p.mobileNumber.trim()) e.mobileNumber = 'Mobile number is required';
    if (!p.mobileProvider) e.mobileProvider = 'Provider is required';
  }
  return e;
}

/** The payer's fields this dialog shows (the e-mail is the signed-in account's). */
const PAYER_FIELDS = ['firstName', 'lastName', 'phone', 'mobileNumber', 'mobileProvider'] as const;

const METHODS: { value: HubMethod; label: string }[] = [
  { value: 'mobile', label: 'Mobile money' },
  { value: 'visa', label: 'Visa' },
  { value: 'mastercard', label: 'Mastercard' },
];

/** Spec 4's resource hub access dialog: sign in, then pay for one-time access. */
export function AccessDialog({ resource, access, onClose }: Props) {
  const t = useTheme();
  const { isSignedIn, user } = useAuth();
  const [currency, setCurrency] = useState<Currency>('UGX');
  const [method, setMethod] = useState<HubMethod>('mobile');
  const [payer, setPayer] = useState<Payer>({ firstName: '', lastName: '', phone: '', mobileNumber: '', mobileProvider: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Payer, string>>>({});
  const [transactionId, setTransactionId] = useState('');
  const [txError, setTxError] = useState('');
  const [downloadFailed, setDownloadFailed] = useState(false);
  // The payment and verify forms: a field to fix (their check, or the server's) gets focus.
  const formsRef = useRef<HTMLDivElement>(null);
  const showErrors = useFocusFirstError(formsRef);
  // The site's one payment flow; here the payer verifies by transaction id and the dialog shows the result.
  const flow = usePaymentFlow({
    afterReference: 'confirm',
    successRedirectMs: null,
    fields: PAYER_FIELDS,
    initiateFailed: HUB_MESSAGES.initiateFailed,
    invalidTransaction: HUB_MESSAGES.invalidTransaction,
  });
  const { state } = flow;
  const owned = useAccessCheckOnSignIn(isSignedIn, resource);

  // The reference of the payment request fills the transaction id; a field the server refused shows under it.
  useEffect(() => {
    if (state.phase !== 'fields') return;
    setErrors(state.errors);
    showErrors();
  }, [state, showErrors]);
  const awaitedReference = state.phase === 'confirming' ? state.reference : '';
  useEffect(() => {
    if (awaitedReference) setTransactionId((current) => current || awaitedReference);
  }, [awaitedReference]);

  const set = (field: keyof Payer, value: string) => {
    setPayer((p) => ({ ...p, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePayer(payer, method);
    setErrors(found);
    if (Object.keys(found).length) {
      showErrors();
      return;
    }
    if (!user) return;
    setTransactionId('');
    const values: PaymentFormValues = { ...payer, email: user.email, currency, method: method === 'mobile' ? 'mobile' : 'card' };
    void flow.submit({ itemKey: access.key, amount: access.prices[currency] }, values);
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!transactionId.trim()) {
      setTxError(HUB_MESSAGES.transactionRequired);
      showErrors();
      return;
    }
    void flow.confirm(transactionId);
  };

  const download = async () => {
    if (!resource) return;
    setDownloadFailed(false);
    const status = await downloadResource(resource).catch(() => 0);
    if (status !== 200) setDownloadFailed(true);
  };

  const step =
    owned !== 'no'
      ? owned
      : state.phase === 'confirming'
        ? 'verify'
        : state.phase === 'paid'
          ? 'paid'
          : 'choose';
  const failure = downloadFailed
    ? HUB_MESSAGES.accessFailed
    : state.phase === 'error'
      ? state.message
      : state.phase === 'confirming'
        ? (state.message ?? '')
        : '';

  const grid = css`display: grid; gap: ${t.space(4)};`;
  const pair = css`display: grid; gap: ${t.space(4)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`;
  return (
    <Modal open={resource !== null} onClose={onClose} title={resource ? resource.title : 'Resource access'} size="md" closeLabel="Close">
      {!isSignedIn ? (
        <SignIn heading="Sign in to access this resource" />
      ) : (
        <div ref={formsRef} css={grid}>
          {failure ? (
            <Notice tone="error">{failure}</Notice>
          ) : null}
          {step === 'choose' ? (
            <form noValidate onSubmit={pay} aria-label="Pay for resource access" css={grid}>
              <p css={css`color: ${t.colors.textMuted};`}>
                One-time access unlocks every persona-kit file for {user?.email}.
              </p>
              <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(4)}; align-items: center; justify-content: space-between;`}>
                <CurrencySwitch value={currency} onChange={setCurrency} />
                <strong data-testid="access-price" css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.xl};`}>
                  {formatPrice(access.prices[currency], currency)}
                </strong>
              </div>
              <FieldShell label="Payment method" group>
                {() => (
                  <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)};`}>
                    {METHODS.map((m) => (
                      <label key={m.value} css={css`display: inline-flex; gap: ${t.space(2)}; align-items: center; padding: ${t.space(2)} ${t.space(4)}; border: 1.5px solid ${method === m.value ? t.colors.primary : t.colors.line}; border-radius: ${t.radii.pill}; cursor: pointer; &:focus-within { outline: 3px solid ${t.colors.focus}; }`}>
                        <input type="radio" name="hub-method" value={m.value} checked={method === m.value} onChange={() => setMethod(m.value)} />
                        {m.label}
                      </label>
                    ))}
                  </div>
                )}
              </FieldShell>
              <div css={pair}>
                <TextField label="First name" value={payer.firstName} error={errors.firstName} onChange={(e) => set('firstName', e.target.value)} autoComplete="given-name" />
                <TextField label="Last name" value={payer.lastName} error={errors.lastName} onChange={(e) => set('lastName', e.target.value)} autoComplete="family-name" />
              </div>
              <TextField label="Phone number" type="tel" value={payer.phone} error={errors.phone} onChange={(e) => set('phone', e.target.value)} autoComplete="tel" />
              {method === 'mobile' ? (
                <div css={pair}>
                  <SelectField label="Provider" value={payer.mobileProvider} error={errors.mobileProvider} onChange={(e) => set('mobileProvider', e.target.value)}>
                    <option value="">Choose a provider</option>
                    {NETWORK_OPTIONS.map((n) => (
                      <option key={n.value} value={n.value}>
                        {n.label}
                      </option>
                    ))}
                  </SelectField>
                  <TextField label="Mobile number" type="tel" value={payer.mobileNumber} error={errors.mobileNumber} onChange={(e) => set('mobileNumber', e.target.value)} />
                </div>
              ) : (
                <Muted>{`You will pay with ${method === 'visa' ? 'Visa' : 'Mastercard'} on Pesapal's secure checkout page; card details never reach our server.`}</Muted>
              )}
              <Button type="submit" size="lg" block loading={state.phase === 'submitting' || state.phase === 'redirecting'} loadingLabel="Processing...">
                {`Pay ${formatPrice(access.prices[currency], currency)}`}
              </Button>
            </form>
          ) : null}
          {step === 'verify' ? (
            <form noValidate onSubmit={verify} aria-label="Verify your transaction" css={grid}>
              <Notice tone="info" title="Approve the payment on your phone">
                {state.phase === 'confirming' && state.notice
                  ? state.notice
                  : `We sent a payment request to ${payer.mobileNumber}. Once you approve it, verify with your transaction ID.`}
              </Notice>
              <TextField
                label="Transaction ID"
                name="transactionId"
                required
                value={transactionId}
                error={txError}
                hint="Filled in from the payment request; change it if your confirmation shows another one."
                onChange={(e) => {
                  setTransactionId(e.target.value);
                  setTxError('');
                }}
              />
              <Button type="submit" size="lg" block loading={state.phase === 'confirming' && state.checking} loadingLabel="Verifying...">
                Verify payment
              </Button>
            </form>
          ) : null}
          {step === 'checking' ? (
            <p role="status" css={css`color: ${t.colors.textMuted};`}>
              Checking your access...
            </p>
          ) : null}
          {step === 'owned' ? (
            <Unlocked testId="access-already-unlocked" title="You already have access" onDownload={() => void download()}>
              {`Your one-time access is unlocked for ${user?.email ?? 'this account'}. Every persona-kit file is on your dashboard too.`}
            </Unlocked>
          ) : null}
          {step === 'paid' ? (
            <Unlocked testId="payment-successful" title="Payment Successful" onDownload={() => void download()}>
              Your access is unlocked. Every persona-kit file is now on your dashboard too.
            </Unlocked>
          ) : null}
        </div>
      )}
    </Modal>
  );
}

/**
 * A visitor who opens the dialog signed out and signs in inside it may already own the access
 * (bought on another device, or a plan or kit that includes the files): the hub sent them here only because it could not ask without a
 * session. Asked once, right after that sign-in, before the payment form shows: the form used to
 * come straight up, and paying started a second payment for what they already had.
 * 'no' is also the answer when the account cannot be read: the form shows, as before.
 */
function useAccessCheckOnSignIn(isSignedIn: boolean, resource: HubResource | null): 'no' | 'checking' | 'owned' {
  // 'ask': opened signed out, so once signed in the account is asked before the form shows.
  const [answer, setAnswer] = useState<'none' | 'ask' | 'owned' | 'no'>('none');
  // An answer counts only for the question still open (not after a close or a sign-out).
  const asked = useRef(0);
  const resourceId = resource?.id;
  useEffect(() => {
    if (resource !== null && isSignedIn) return;
    asked.current += 1;
    setAnswer(resource === null ? 'none' : 'ask');
  }, [resource, isSignedIn]);
  useEffect(() => {
    if (!isSignedIn || answer !== 'ask') return;
    const question = ++asked.current;
    fetchAccount().then(
      // The account's downloads are the server's own rule (the access, or a plan or kit that includes the files).
      (account) => question === asked.current && setAnswer(account.downloads.some((d) => d.id === resourceId) ? 'owned' : 'no'),
      () => question === asked.current && setAnswer('no'),
    );
  }, [isSignedIn, answer, resourceId]);
  // Derived in the render itself, so the form never shows for a moment before the question is asked.
  if (answer === 'ask') return isSignedIn ? 'checking' : 'no';
  return answer === 'owned' ? 'owned' : 'no';
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

function Muted({ children }: { children: string }) {
  const t = useTheme();
  return <p css={css`color: ${t.colors.textMuted}; font-size: ${t.fontSizes.sm};`}>{children}</p>;
}
