import { TextAreaField } from '@agency/ui';

/** The reason a staff action asks for (closing a payment, revoking access): typing clears its error. */
export function ReasonField({ name, value, error, onChange }: { name: string; value: string; error: string; onChange(value: string): void }) {
  return <TextAreaField label="Reason" name={name} required rows={3} value={value} error={error} onChange={(e) => onChange(e.target.value)} />;
}
