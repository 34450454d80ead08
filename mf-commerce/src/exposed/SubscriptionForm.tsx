import { css, useTheme } from '@emotion/react';
import type { SubscriptionFormProps } from '@agency/platform';
import { Button, ChevronLeftIcon, LoadingArea, Notice, TextField, isEmailShaped, useFocusFirstError, useFormDraft } from '@agency/ui';
import { CatalogGate } from '@agency/platform/catalog';
import { useLocation, useNavigate, useSearchParams } from '@agency/routing';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Catalog } from '../api/catalog';
import { currencyFrom } from '../pages/CurrencySwitch';
import { SUBSCRIPTION_DRAFT } from '../payment/drafts';
import { PaymentForm } from '../payment/PaymentForm';
import type { PaymentFormValues } from '../payment/paymentForm';

interface Details {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const EMPTY_DETAILS: Details = { firstName: '', lastName: '', email: '', phone: '' };

export function validateDetails(d: Details): Partial<Record<keyof Details, string>> {
  const errors: Partial<Record<keyof Details, string>> = {};
  if (!d.firstName.trim()) errors.firstName = 'First name is required';
  if (!d.lastName.trim()) errors.lastName = 'Last name is required';
  if (!d.email.trim()) errors.email = 'Email is required';
  else if (!isEmailShaped(d.email.trim())) errors.email = 'Please enter a valid email address';
  if (!d.phone.trim()) errors.phone = 'Phone number is required';
  return errors;
}

function resolvePlan(catalog: Catalog, planKey: string | null) {
  const found = planKey ? catalog.plans.find((p) => p.key === planKey) : undefined;
  const fallback = catalog.plans.find((p) => p.key === catalog.defaults.plan) ?? catalog.plans[0];
  return { plan: found ?? fallback, unknown: Boolean(planKey) && !found };
}

/** `?step=2`: the payment step, an entry of its own in the browser's history. */
const STEP_PARAM = 'step';
/** Navigation state of the payment step's entry when "Continue" pushed it over the details' entry. */
const FROM_DETAILS = 'subscriptionFromDetails';

function withStep(prev: URLSearchParams, step: 1 | 2): URLSearchParams {
  const query = new URLSearchParams(prev);
  if (step === 2) query.set(STEP_PARAM, '2');
  else query.delete(STEP_PARAM);
  return query;
}

const hasValues = (d: Details) => Object.values(d).some((v) => v.trim() !== '');

const loadingPlans = <LoadingArea label="Loading plans…" minHeight="240px" />;

function PlansFailed({ retry }: { retry: () => void }) {
  const t = useTheme();
  return (
    <div css={css`display: grid; gap: ${t.space(3)};`}>
      <Notice tone="error">Plans could not be loaded.</Notice>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * Spec 2.9: two steps (details, then payment) with a back link that keeps step 1's values.
 * The step is in the address (`?step=2`, pushed by "Continue"), so the browser's Back returns to
 * the details and Forward to the payment; the values live here, above the step switch, so both
 * steps keep them. The currency of the payment starts as the address's `currency` (from /pricing).
 * The details are a draft of the tab (../payment/drafts.ts) until the payment is made: a reloaded
 * or discarded tab, even at `?step=2`, comes back with them (and so at the payment step).
 * A "Continue" with details to fix moves focus to the first of them.
 * Through the catalog gate, the server renders the form with its plan (on /subscribe and on the
 * contact page): the page arrives with the form instead of "Loading plans…", and the browser
 * hydrates it. Before, the form was rendered in the browser once the catalog came back, in one
 * blocking render and commit that inserted the fields' styles.
 */
export default function SubscriptionForm({ planKey }: SubscriptionFormProps) {
  return (
    <CatalogGate loading={loadingPlans} failed={(retry) => <PlansFailed retry={retry} />}>
      {(catalog) => <SubscriptionSteps catalog={catalog} planKey={planKey} />}
    </CatalogGate>
  );
}

function SubscriptionSteps({ catalog, planKey }: { catalog: Catalog } & SubscriptionFormProps) {
  const t = useTheme();
  // Read during render from the router (on the server, its MemoryRouter), never from window: the
  // server's HTML and the browser's first render agree.
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const detailsRef = useRef<HTMLFormElement>(null);
  const [details, setDetails, draft] = useFormDraft<Details>(SUBSCRIPTION_DRAFT, EMPTY_DETAILS, { formRef: detailsRef });
  const [errors, setErrors] = useState<Partial<Record<keyof Details, string>>>({});
  const showErrors = useFocusFirstError(detailsRef);
  // Step 2's own choices (currency, method, provider, number), kept when the visitor steps back.
  const [payment, setPayment] = useState<PaymentFormValues | null>(null);
  const { plan, unknown } = resolvePlan(catalog, planKey);
  const currency = currencyFrom(params.get('currency'));
  const wantsPayment = params.get(STEP_PARAM) === '2';
  const ready = Object.keys(validateDetails(details)).length === 0;
  // Step 2 only with valid details: opened directly, after a reload, or with details emptied, it is step 1.
  const step: 1 | 2 = wantsPayment && ready ? 2 : 1;

  // An address that asks for step 2 without its details shows step 1, and says so (replaced, no new
  // entry). Only once the tab's draft has been looked at: a reload at step 2 stays there with it.
  useEffect(() => {
    if (!draft.restored || !wantsPayment || ready) return;
    if (hasValues(details)) setErrors(validateDetails(details));
    setParams((prev) => withStep(prev, 1), { replace: true });
  }, [draft.restored, wantsPayment, ready, details, setParams]);

  const field = (name: keyof Details) => ({
    name,
    value: details[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => {
      setDetails((d) => ({ ...d, [name]: e.target.value }));
      if (errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest);
    },
  });

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDetails(details);
    setErrors(found);
    if (Object.keys(found).length) {
      showErrors();
      return;
    }
    // A new history entry: the browser's Back returns to these details.
    setParams((prev) => withStep(prev, 2), { state: { [FROM_DETAILS]: true } });
  };

  const backToDetails = () => {
    const state = location.state as Record<string, unknown> | null;
    // The entry before is the details' own: go back to it, as the browser's Back would.
    if (state?.[FROM_DETAILS] === true) navigate(-1);
    else setParams((prev) => withStep(prev, 1), { replace: true });
  };

  return (
    <div data-testid="subscription-form" css={css`display: grid; gap: ${t.space(5)};`}>
      {unknown ? (
        <Notice tone="info">
          {`We could not find the plan "${planKey ?? ''}", so we selected ${plan.name}.`}
        </Notice>
      ) : null}
      <div>
        <p css={css`font-size: ${t.fontSizes.xs}; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${t.colors.accentStrong};`}>
          {`Step ${step} of 2 · ${step === 1 ? 'Your details' : 'Payment'}`}
        </p>
        <h2 css={css`font-size: ${t.fontSizes.h3}; margin-top: ${t.space(1)};`}>{plan.name}</h2>
      </div>
      {step === 1 ? (
        <form ref={detailsRef} noValidate onSubmit={next} aria-label="Your details" css={css`display: grid; gap: ${t.space(4)};`}>
          <div css={css`display: grid; gap: ${t.space(4)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
            <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextField label="Phone number" type="tel" autoComplete="tel" {...field('phone')} />
          </div>
          <Button type="submit" size="lg" block>
            Continue to payment
          </Button>
        </form>
      ) : (
        <>
          <Button variant="link" onClick={backToDetails} icon={<ChevronLeftIcon />} css={css`justify-self: start;`}>
            Back to your details
          </Button>
          <PaymentForm item={plan} initial={{ currency, ...payment, ...details }} withPersonal={false} onValuesChange={setPayment} />
        </>
      )}
    </div>
  );
}
