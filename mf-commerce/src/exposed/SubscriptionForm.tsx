import type { SubscriptionFormProps } from '@agency/platform';

// Placeholder: the commerce issue builds the two-step subscription form.
export default function SubscriptionForm({ planKey }: SubscriptionFormProps) {
  return <p data-testid="subscription-form">Subscription for {planKey ?? 'brand-training-essentials'}</p>;
}
