import { css, useTheme } from '@emotion/react';
import { useAuth, type SignInProps } from '@agency/platform';
import { Button, Notice, TextField, isEmailShaped, useFocusFirstError } from '@agency/ui';
import { useRef, useState, type FormEvent } from 'react';
import { requestCode, SIGN_IN_MESSAGES, verifyCode } from '../signin/signInApi';

/**
 * E-mail code sign-in (spec 4, 5.5, 8): e-mail step, then code step. A field to fix gets focus.
 * Nothing here is kept as a draft: the code is a secret, and the e-mail step is one field.
 */
export default function SignIn({ onSignedIn, heading = 'Sign in' }: SignInProps) {
  const t = useTheme();
  const sectionRef = useRef<HTMLElement>(null);
  const showErrors = useFocusFirstError(sectionRef);
  const { signIn } = useAuth();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? 'Email is required' : !isEmailShaped(value) ? 'Please enter a valid email address' : '';
    if (problem) {
      setFieldError(problem);
      showErrors();
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      await requestCode(value);
      setStep('code');
    } catch {
      setFailure(SIGN_IN_MESSAGES.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setFieldError('Code is required');
      showErrors();
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      const { token } = await verifyCode(email.trim(), code.trim());
      signIn(token, email.trim());
      onSignedIn?.(email.trim());
    } catch {
      setFailure(SIGN_IN_MESSAGES.invalidCode);
      setBusy(false);
    }
  };

  const wrap = css`display: grid; gap: ${t.space(4)};`;
  return (
    <section ref={sectionRef} aria-label={heading} css={wrap}>
      <div>
        <h2 css={css`font-size: ${t.fontSizes.h3};`}>{heading}</h2>
        <p css={css`color: ${t.colors.textMuted}; margin-top: ${t.space(2)};`}>
          {step === 'email' ? 'We will e-mail you a one-time code. No password needed.' : `We sent a code to ${email.trim()}.`}
        </p>
      </div>
      {failure ? (
        <Notice tone="error">{failure}</Notice>
      ) : null}
      {step === 'email' ? (
        <form noValidate onSubmit={sendCode} css={wrap}>
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            error={fieldError}
            onChange={(e) => {
              setEmail(e.target.value);
              setFieldError('');
            }}
          />
          <Button type="submit" block loading={busy} loadingLabel="Sending code...">
            Send code
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={checkCode} css={wrap}>
          <TextField
            label="Code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6-digit code"
            hint="Enter the 6-digit code from the e-mail."
            value={code}
            error={fieldError}
            onChange={(e) => {
              setCode(e.target.value);
              setFieldError('');
            }}
          />
          <Button type="submit" block loading={busy} loadingLabel="Checking...">
            Verify and sign in
          </Button>
          <Button
            variant="link"
            onClick={() => {
              setStep('email');
              setCode('');
              setFailure('');
              setFieldError('');
            }}
          >
            Use a different e-mail
          </Button>
        </form>
      )}
    </section>
  );
}
