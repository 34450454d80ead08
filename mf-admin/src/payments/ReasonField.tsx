import { css, useTheme } from '@emotion/react';
import { Button, Notice, TextAreaField } from '@agency/ui';
import type { ReactNode } from 'react';
import type { TextForm } from '../detail/useTextForm';

/** The reason a staff action asks for (closing a payment, revoking access): typing clears its error. */
export function ReasonField({ name, value, error, onChange }: { name: string; value: string; error: string; onChange(value: string): void }) {
  return <TextAreaField label="Reason" name={name} required rows={3} value={value} error={error} onChange={(e) => onChange(e.target.value)} />;
}

/** A dialog's form for an action that needs a reason: what happens, the reason, a failure, the button. */
export function ReasonForm({ form, name, intro, submitLabel, busyLabel }: { form: TextForm; name: string; intro: ReactNode; submitLabel: string; busyLabel: string }) {
  const t = useTheme();
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} css={css`display: grid; gap: ${t.space(4)};`}>
      <p>{intro}</p>
      <ReasonField name={name} value={form.text} error={form.error} onChange={form.change} />
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      <div>
        <Button type="submit" loading={form.busy} loadingLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
