import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { grantEntitlementDtoItemKeyValues } from '@agency/platform/api-schema';
import { Badge, Button, Modal, Muted, SelectField, TextAreaField, TextField, isEmailShaped, useFocusFirstError } from '@agency/ui';
import { useRef, useState, type FormEvent } from 'react';
import { grantEntitlement, revokeEntitlement, type GrantableItem } from '../api/admin';
import type { Entitlement } from '../api/types';
import { Panel } from '../detail/Panel';
import { formatDateTime } from '@agency/platform/format';
import { ActionNotice, useActionNotice } from '../detail/ActionNotice';
import { ITEM_LABELS, itemLabel } from '../words/labels';
import { useTextForm } from '../detail/useTextForm';
import { ReasonForm } from './ReasonField';

type Say = (tone: 'success' | 'error', text: string) => void;

type Errors = Partial<Record<'email' | 'itemKey' | 'reason', string>>;

function GrantForm({ defaults, paymentReference, again, onDone, say }: { defaults: { email: string; itemKey: string }; paymentReference?: string; again: boolean; onDone: () => void; say: Say }) {
  const t = useTheme();
  const [email, setEmail] = useState(defaults.email);
  const [itemKey, setItemKey] = useState(defaults.itemKey);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The first field to fix (the form's check or the API's) gets focus.
  const showErrors = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!isEmailShaped(email.trim())) next.email = 'Enter the e-mail address that gets the access';
    if (!itemKey) next.itemKey = 'Choose the item';
    if (reason.trim().length < 3) next.reason = 'Say why access is granted by hand (at least 3 characters)';
    setErrors(next);
    if (Object.keys(next).length) return showErrors();
    setBusy(true);
    try {
      const granted = await grantEntitlement({ email: email.trim(), itemKey: itemKey as GrantableItem, reason: reason.trim(), ...(paymentReference ? { paymentReference } : {}) });
      setReason('');
      say('success', `Access to ${itemLabel(granted.itemKey)} granted${again ? ' again' : ''} to ${granted.email}.`);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length) {
        setErrors(e.fieldErrors as Errors);
        showErrors();
      } else say('error', e instanceof ApiError ? e.message : 'The access could not be granted.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Grant an entitlement" css={css`display: grid; gap: ${t.space(3)}; border-top: 1px solid ${t.colors.line}; padding-top: ${t.space(4)};`}>
      <h4 css={css`font-size: ${t.fontSizes.md};`}>{again ? 'Grant access again' : 'Grant access by hand'}</h4>
      {again ? <Muted>Its access was revoked. Granting again adds a new entitlement; the revoked one stays as history.</Muted> : null}
      <TextField label="E-mail" name="grant-email" type="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <SelectField label="Item" name="grant-item" required value={itemKey} error={errors.itemKey} onChange={(e) => setItemKey(e.target.value)}>
        <option value="">Choose an item</option>
        {grantEntitlementDtoItemKeyValues.map((key) => (
          <option key={key} value={key}>
            {ITEM_LABELS[key]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Reason" name="grant-reason" required rows={2} value={reason} error={errors.reason} onChange={(e) => setReason(e.target.value)} />
      <div>
        <Button type="submit" loading={busy} loadingLabel="Granting…">
          {again ? 'Grant access again' : 'Grant access'}
        </Button>
      </div>
    </form>
  );
}

function RevokeDialog({ entitlement, onClose, onDone, say }: { entitlement: Entitlement | null; onClose: () => void; onDone: () => void; say: Say }) {
  const form = useTextForm({
    field: 'reason',
    check: (reason) => (reason.length < 3 ? 'Say why the access is revoked (at least 3 characters)' : undefined),
    send: async (reason) => {
      if (!entitlement) return;
      await revokeEntitlement(entitlement.id, reason);
      onClose();
      // After the dialog has closed (it gives focus back to the button that opened it, which is gone
      // once the row shows "Revoked"): the notice takes focus.
      say('success', `Access to ${itemLabel(entitlement.itemKey)} revoked for ${entitlement.email}.`);
      onDone();
    },
    failed: 'The access could not be revoked.',
  });

  return (
    <Modal open={Boolean(entitlement)} onClose={onClose} title="Revoke access" size="sm" closeLabel="Cancel">
      {entitlement ? (
        <ReasonForm
          form={form}
          name="revoke-reason"
          intro={
            <>
              {entitlement.email} loses access to <strong>{itemLabel(entitlement.itemKey)}</strong>. The record stays, marked as revoked.
            </>
          }
          submitLabel="Revoke access"
          busyLabel="Revoking…"
        />
      ) : null}
    </Modal>
  );
}

/** Who has access to what this payment bought; grant or revoke by hand, with a reason. */
export function Entitlements({ entitlements, defaults, paymentReference, onChanged }: { entitlements: Entitlement[]; defaults: { email: string; itemKey: string }; paymentReference?: string; onChanged: () => void }) {
  const t = useTheme();
  const [revoking, setRevoking] = useState<Entitlement | null>(null);
  const { said, say } = useActionNotice();
  const again = entitlements.length > 0 && entitlements.every((e) => e.revokedAt);
  return (
    <Panel title="Entitlements">
      <ActionNotice said={said} />
      {entitlements.length === 0 ? (
        <Muted>No access granted for this payment.</Muted>
      ) : (
        <ul aria-label="Entitlements" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
          {entitlements.map((e) => (
            <li key={e.id} css={css`display: grid; gap: ${t.space(1)}; background: ${t.colors.canvas}; border-radius: ${t.radii.md}; padding: ${t.space(3)} ${t.space(4)};`}>
              <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)}; align-items: center; justify-content: space-between;`}>
                <strong css={css`overflow-wrap: anywhere;`}>
                  {e.email} · {itemLabel(e.itemKey)}
                </strong>
                {e.revokedAt ? <Badge tone="neutral">Revoked</Badge> : <Badge tone="success">Active</Badge>}
              </div>
              <p css={css`font-size: ${t.fontSizes.xs}; color: ${t.colors.textMuted};`}>
                {e.grantedBy ? `granted by ${e.grantedBy}${e.grantReason ? `: ${e.grantReason}` : ''}` : 'granted by the payment'} · <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                {e.revokedAt ? ` · revoked ${formatDateTime(e.revokedAt)}${e.revokedReason ? `: ${e.revokedReason}` : ''}` : ''}
              </p>
              {e.revokedAt ? null : (
                <div>
                  <Button variant="secondary" size="sm" onClick={() => setRevoking(e)} aria-label={`Revoke ${itemLabel(e.itemKey)} for ${e.email}`}>
                    Revoke
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <GrantForm defaults={defaults} paymentReference={paymentReference} again={again} onDone={onChanged} say={say} />
      <RevokeDialog entitlement={revoking} onClose={() => setRevoking(null)} onDone={onChanged} say={say} />
    </Panel>
  );
}
