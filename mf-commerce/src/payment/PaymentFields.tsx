import { css, useTheme } from '@emotion/react';
import { SelectField, TextField } from '@agency/ui';
import { CURRENCIES, type CatalogItem, type Currency } from '../api/catalog';
import { formatPrice } from '@agency/platform/format';
import { NETWORK_OPTIONS } from './networks';
import type { PaymentFormErrors, PaymentFormValues } from './paymentForm';

interface Props {
  values: PaymentFormValues;
  errors: PaymentFormErrors;
  item?: CatalogItem;
  onChange: <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) => void;
  lockedEmail?: boolean;
  /** Hide the personal fields (the subscription form collects them in its first step). */
  withPersonal?: boolean;
}

export const CARD_NOTE =
  "After you choose Pay, you go to Pesapal's secure checkout page to enter your card number, expiry date and CVV. Card details are never typed into or sent to this site.";

/** The fields of spec 3's payment form data; shared by the dialog, /payment and the subscription form. */
export function PaymentFields({ values, errors, item, onChange, lockedEmail = false, withPersonal = true }: Props) {
  const t = useTheme();
  const row = css`
    display: grid;
    gap: ${t.space(4)};
    ${t.mq.md} { grid-template-columns: 1fr 1fr; }
  `;
  const text = (field: keyof PaymentFormValues) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value as never),
  });
  return (
    <div css={css`display: grid; gap: ${t.space(4)};`}>
      {withPersonal ? (
        <>
          <div css={row}>
            <TextField label="First name" name="firstName" autoComplete="given-name" {...text('firstName')} />
            <TextField label="Last name" name="lastName" autoComplete="family-name" {...text('lastName')} />
          </div>
          <div css={row}>
            <TextField label="Email" name="email" type="email" autoComplete="email" readOnly={lockedEmail} {...text('email')} />
            <TextField label="Phone number" name="phone" type="tel" autoComplete="tel" {...text('phone')} />
          </div>
        </>
      ) : null}
      <div css={row}>
        <SelectField label="Currency" name="currency" value={values.currency} onChange={(e) => onChange('currency', e.target.value as Currency)}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {item ? formatPrice(item.prices[c], c) : c}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Payment method"
          name="method"
          value={values.method}
          onChange={(e) => onChange('method', e.target.value as PaymentFormValues['method'])}
        >
          <option value="mobile">Mobile money</option>
          <option value="card">Card (Visa / Mastercard)</option>
        </SelectField>
      </div>
      {values.method === 'mobile' ? (
        <div css={row}>
          <SelectField label="Provider" name="mobileProvider" value={values.mobileProvider} error={errors.mobileProvider} onChange={(e) => onChange('mobileProvider', e.target.value as PaymentFormValues['mobileProvider'])}>
            <option value="">Choose a provider</option>
            {NETWORK_OPTIONS.map((n) => (
              <option key={n.value} value={n.value}>
                {n.label}
              </option>
            ))}
          </SelectField>
          <TextField label="Mobile number" name="mobileNumber" type="tel" inputMode="tel" {...text('mobileNumber')} />
        </div>
      ) : (
        // No card fields here: the card is typed on the provider's hosted page, which checks it.
        <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted}; margin: 0;`}>
          {CARD_NOTE}
        </p>
      )}
    </div>
  );
}
