import { css, useTheme } from '@emotion/react';
import { ApiError, useAgencyContact } from '@agency/platform';
import { Button, CheckIcon, Notice, TextAreaField, TextField, useFocusFirstError, useFormDraft } from '@agency/ui';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_DRAFT, EMPTY_CONTACT, failureMessage, sendContact, validateContact, type ContactErrors, type ContactValues } from './contactForm';

export const SENT_NOTE = "Thank you! We'll get back to you shortly.";

type Status = 'idle' | 'submitting' | 'sent';

/**
 * "Strategic Consultation Inquiry" (spec 2.5, 4, 5.2): checked on submit, then really sent to
 * POST /api/contact. Sending shows "Sending..." with a spinner on a disabled button; success clears
 * the fields and shows "Message Sent" with the green note, which stays; a failure keeps what was typed.
 * When the check or the server (a 400 with field errors) finds a problem, focus moves to the first
 * field to fix. What is typed is kept as a draft of this tab until it is sent, so a phone's reloaded
 * or discarded tab gives it back.
 */
export function ContactForm() {
  const t = useTheme();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues, draft] = useFormDraft<ContactValues>(CONTACT_DRAFT, EMPTY_CONTACT, { formRef });
  const showErrors = useFocusFirstError(formRef);
  const email = useAgencyContact()?.email ?? null;
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onChange = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showErrors();
      return;
    }
    setStatus('submitting');
    setFailure(null);
    try {
      await sendContact(values);
      draft.clear();
      setSent(true);
    } catch (error) {
      console.error('Contact form failed', error);
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors as ContactErrors);
        if (Object.keys(error.fieldErrors).length > 0) showErrors();
      }
      setFailure(failureMessage(error, email));
    } finally {
      setStatus((s) => (s === 'submitting' ? 'idle' : s));
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Strategic Consultation Inquiry" css={css`display: grid; gap: ${t.space(5)};`}>
      <div css={css`display: grid; gap: ${t.space(5)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
        <TextField label="Name" name="name" required autoComplete="name" value={values.name} onChange={onChange('name')} error={errors.name} />
        <TextField label="Email" name="email" type="email" required autoComplete="email" value={values.email} onChange={onChange('email')} error={errors.email} />
      </div>
      <TextField label="Subject" name="subject" required value={values.subject} onChange={onChange('subject')} error={errors.subject} />
      <TextAreaField label="Message" name="message" required rows={6} value={values.message} onChange={onChange('message')} error={errors.message} />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${t.space(4)};`}>
        <Button type="submit" size="lg" loading={status === 'submitting'} loadingLabel="Sending..." icon={sent ? <CheckIcon size={18} /> : undefined}>
          {sent ? 'Message Sent' : 'Send Message'}
        </Button>
        {sent ? (
          <p role="status" css={css`color: ${t.colors.success}; font-weight: 600;`}>
            {SENT_NOTE}
          </p>
        ) : null}
      </div>
    </form>
  );
}
