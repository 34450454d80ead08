import { clearFormDraft } from '@agency/ui';
import type { PaymentFormValues } from './paymentForm';

/**
 * The drafts of the commerce forms in the tab's sessionStorage (@agency/ui useFormDraft): what a
 * visitor typed survives a reloaded or discarded tab until the payment is made. The payer's own
 * details only: never the payment itself (currency, method, the mobile money number and network),
 * and card details are never typed on this site at all.
 */
export const PAYER_DRAFT = 'commerce:payer';
export const PAYER_DRAFT_FIELDS: ReadonlyArray<keyof PaymentFormValues & string> = ['firstName', 'lastName', 'email', 'phone'];
/** The subscription's step 1 (its details), whatever the plan. */
export const SUBSCRIPTION_DRAFT = 'commerce:subscription-details';

/** A payment was made: the details typed for it are no longer a draft, in whichever form they were typed. */
export function forgetPaymentDrafts(): void {
  clearFormDraft(PAYER_DRAFT);
  clearFormDraft(SUBSCRIPTION_DRAFT);
}
