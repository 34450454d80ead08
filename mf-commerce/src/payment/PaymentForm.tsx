import { css, useTheme } from '@emotion/react';
import { Button, Notice, Spinner, useFocusFirstError, useFormDraft } from '@agency/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CatalogItem } from '../api/catalog';
import { formatPrice } from '@agency/platform/format';
import { PAYER_DRAFT, PAYER_DRAFT_FIELDS } from './drafts';
import { PaymentFields } from './PaymentFields';
import { emptyPaymentForm, validatePaymentForm, type PaymentFormErrors, type PaymentFormValues } from './paymentForm';
import { MESSAGES, usePaymentFlow, type FlowOptions, type FlowState } from './usePaymentFlow';

interface Props {
  item: CatalogItem;
  initial?: Partial<PaymentFormValues>;
  lockedEmail?: boolean;
  withPersonal?: boolean;
  /** Extra validation of values kept outside these fields (the subscription form's step 1). */
  footer?: ReactNode;
  /** False once the surrounding dialog closes: polling stops. */
  active?: boolean;
  onValuesChange?: (values: PaymentFormValues) => void;
  /** What the summary above the fields calls the sum: the item's name, or "Total" in a dialog already titled with it. */
  summaryLabel?: string;
  /** The payment flow's options (the resource hub stays in its dialog once paid). */
  flowOptions?: FlowOptions;
  /** Every state the payment goes through, for a host that shows more around the form (the hub). */
  onFlowChange?: (state: FlowState) => void;
}

/**
 * The payment form of spec 5.4: validate, initiate, then redirect or poll. After a failed check or
 * fields the server refused, focus moves to the first field to fix. The payer's own fields, when
 * this form shows them, are a draft of the tab until the payment is made (./drafts.ts).
 */
export function PaymentForm({ item, initial, lockedEmail, withPersonal = true, footer, active = true, onValuesChange, summaryLabel, flowOptions, onFlowChange }: Props) {
  const t = useTheme();
  const formRef = useRef<HTMLFormElement>(null);
  // A phone number given before (the subscription form's first step) is the mobile-money number too, until changed.
  const [values, setValues] = useFormDraft<PaymentFormValues>(withPersonal ? PAYER_DRAFT : null, emptyPaymentForm(initial?.phone ? { mobileNumber: initial.phone, ...initial } : initial), {
    formRef,
    // A locked e-mail is the account's, never a draft's.
    fields: lockedEmail ? PAYER_DRAFT_FIELDS.filter((field) => field !== 'email') : PAYER_DRAFT_FIELDS,
  });
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const showErrors = useFocusFirstError(formRef);
  const amount = item.prices[values.currency];
  const { state, submit, stop } = usePaymentFlow(flowOptions);
  const flowChanged = useRef(onFlowChange);
  flowChanged.current = onFlowChange;
  useEffect(() => {
    flowChanged.current?.(state);
  }, [state]);

  useEffect(() => {
    if (!active) stop();
  }, [active, stop]);

  // Fields the server refused (spec 8: in red under the field), focused like the form's own errors.
  useEffect(() => {
    if (state.phase !== 'fields') return;
    setErrors(state.errors);
    showErrors();
  }, [state, showErrors]);

  const onChange = <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) => {
    const next = { ...values, [field]: value };
    // The number is typed once: the mobile-money number follows the phone number until it is changed itself.
    const follows = field === 'phone' && (values.mobileNumber === values.phone || values.mobileNumber === '');
    if (follows) next.mobileNumber = next.phone;
    setValues(next);
    onValuesChange?.(next);
    // Spec 5.4: an error clears as soon as its field is edited.
    if (errors[field] || (follows && errors.mobileNumber)) {
      setErrors((current) => {
        const rest = { ...current };
        delete rest[field];
        if (follows) delete rest.mobileNumber;
        return rest;
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePaymentForm({ ...values, ...initialPersonal(initial, withPersonal) });
    setErrors(found);
    if (Object.keys(found).length) {
      // Keyboard and screen-reader users land on the first field to fix.
      showErrors();
      return;
    }
    void submit({ itemKey: item.key, amount }, { ...values, ...initialPersonal(initial, withPersonal) });
  };

  const busy = state.phase === 'submitting' || state.phase === 'redirecting';
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={`Pay for ${item.name}`} css={css`display: grid; gap: ${t.space(5)};`}>
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: baseline;
          gap: ${t.space(3)};
          padding: ${t.space(4)} ${t.space(5)};
          border-radius: ${t.radii.md};
          background: ${t.colors.sand};
        `}
      >
        <span css={css`font-weight: 600;`}>{summaryLabel ?? item.name}</span>
        <strong data-testid="payment-amount" css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.xl}; white-space: nowrap;`}>
          {formatPrice(amount, values.currency)}
        </strong>
      </div>
      <PaymentFields values={values} errors={errors} item={item} onChange={onChange} lockedEmail={lockedEmail} withPersonal={withPersonal} />
      {state.phase === 'error' ? (
        <Notice tone="error">{state.message}</Notice>
      ) : null}
      {state.phase === 'polling' ? (
        <div role="status" css={css`display: flex; gap: ${t.space(3)}; align-items: center;`}>
          <Spinner size={20} label="" />
          <span>{state.notice ?? MESSAGES.waiting}</span>
        </div>
      ) : null}
      {footer}
      <Button type="submit" size="lg" block loading={busy || state.phase === 'polling'} loadingLabel="Processing...">
        {`Pay ${formatPrice(amount, values.currency)}`}
      </Button>
    </form>
  );
}

/** The subscription form passes its step-1 values in `initial` and hides those fields here. */
function initialPersonal(initial: Partial<PaymentFormValues> | undefined, withPersonal: boolean): Partial<PaymentFormValues> {
  if (withPersonal || !initial) return {};
  const { firstName = '', lastName = '', email = '', phone = '' } = initial;
  return { firstName, lastName, email, phone };
}
